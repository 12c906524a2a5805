import { graphql, type PageProps } from 'gatsby';
import { siteConfig } from '../config';
import { ArticleHead } from '../components/ContentHead';
import { commentsFor } from '../lib/commentsFor';
import { HEADER_DEPTH_DEFAULT } from '../lib/constants';
import { buildTocTree } from '../lib/headings';
import type { ContentPageContext } from '../lib/pageContext';
import { pageContent } from './queryData';
import { DocLayout } from '../layout/DocLayout';
import { ContentHost } from '../mdx/ContentHost';
import { sidebarConfig } from '../config';

export default function DocTemplate({
  data,
  pageContext,
}: PageProps<Queries.DocPageQuery, ContentPageContext>) {
  const { mdx, fm } = pageContent(data.mdx, pageContext.pagePath);
  const headerDepth = fm.headerDepth ?? HEADER_DEPTH_DEFAULT;
  const showToc = fm.toc !== false;
  const authors = fm.author ?? [siteConfig.author];
  return (
    <DocLayout
      pathname={pageContext.pagePath}
      context={pageContext}
      title={mdx.title}
      hasTitleHeading={mdx.hasTitleHeading}
      toc={showToc ? buildTocTree(mdx.headings, headerDepth) : null}
      sidebarHeadings={buildTocTree(mdx.headings, sidebarConfig.headerDepth)}
      showBreadcrumb={fm.breadcrumb !== false}
      footer={{ text: fm.footer, copyright: fm.copyright }}
      comments={commentsFor('doc', fm.comment, siteConfig.comments)}
      info={{
        authors,
        date: fm.date ?? null,
        categories: fm.category ?? [],
        tags: fm.tag ?? [],
        readingTime: fm.readingTime === false ? null : mdx.readingTime,
      }}
      meta={{
        editUrl: fm.editLink === false ? null : pageContext.editUrl,
        updatedTime: fm.lastUpdated === false ? null : mdx.updatedTime,
        contributors: fm.contributors === false ? [] : mdx.contributors,
      }}
    >
      <ContentHost content={mdx.content} />
    </DocLayout>
  );
}

export const Head = ArticleHead;

export const query = graphql`
  query DocPage($id: String!, $language: String!, $pagePath: String!, $data: JSON) {
    mdx(id: { eq: $id }) {
      ...PageContent
    }
  }
`;
