import { graphql } from 'gatsby';

/** Fields every content template reads. */
export const pageContent = graphql`
  fragment PageContent on Mdx {
    title
    content(language: $language, pagePath: $pagePath, data: $data)
    description
    hasTitleHeading
    headings {
      depth
      text
      id
    }
    readingTime {
      minutes
      words
      lessThanAMinute
    }
    updatedTime
    contributors {
      name
      email
    }
    frontmatter {
      author {
        name
        url
      }
      date
      category
      tag
      readingTime
      headerDepth
      toc
      breadcrumb
      editLink
      lastUpdated
      contributors
      footer
      copyright
      excerpt
      comment
    }
  }
`;
