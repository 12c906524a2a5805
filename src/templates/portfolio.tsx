import { css } from '@emotion/react';
import { graphql, type PageProps } from 'gatsby';
import { GatsbyImage } from 'gatsby-plugin-image';
import { Icon } from '../components/Icon';
import { ContentHead } from '../components/ContentHead';
import { SmartLink } from '../components/SmartLink';
import { useTyping } from '../hooks/useTyping';
import type { ContentPageContext } from '../lib/pageContext';
import { pageContent, pageLocation } from './queryData';
import { SiteLayout } from '../layout/SiteLayout';
import { ContentHost } from '../mdx/ContentHost';
import { markdownStyles } from '../styles/markdownStyles';
import { vars } from '../styles/tokens';

const styles = {
  hero: css`
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 1rem;
    padding: 4rem 1.5rem 2rem;
    text-align: center;
  `,
  avatar: css`
    border-radius: 50%;
    overflow: hidden;
  `,
  welcome: css`
    margin: 0;
    font-size: 1.25rem;
    color: ${vars.textSoft};
  `,
  typed: css`
    margin: 0;
    min-height: 1.3em;
    font-size: clamp(1.8rem, 5vw, 2.8rem);
    line-height: 1.3;
    color: ${vars.brand};
    &::after {
      content: '';
      display: inline-block;
      width: 2px;
      height: 1em;
      margin-left: 0.15em;
      vertical-align: -0.1em;
      background: currentColor;
      animation: blink 1s steps(1) infinite;
    }
    @keyframes blink {
      50% {
        opacity: 0;
      }
    }
    @media (prefers-reduced-motion: reduce) {
      &::after {
        animation: none;
      }
    }
  `,
  medias: css`
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.75rem;
    margin: 0;
    padding: 0;
    list-style: none;
    a {
      display: inline-flex;
      align-items: center;
      gap: 0.35rem;
    }
  `,
  body: css`
    max-width: 50rem;
    margin: 0 auto;
    padding: 0 1.5rem 3rem;
  `,
};

/** Typing hero for a personal or project portfolio page (`portfolio: true`). */
export default function PortfolioTemplate({
  data,
  pageContext,
}: PageProps<Queries.PortfolioPageQuery, ContentPageContext>) {
  const { mdx, fm } = pageContent(data.mdx, pageContext.pagePath);
  const titles = fm.titles?.length ? fm.titles : [mdx.title];
  const typed = useTyping(titles);
  const image = fm.avatar?.childImageSharp?.gatsbyImageData;
  return (
    <SiteLayout
      page={pageLocation(pageContext)}
      footer={{ text: fm.footer, copyright: fm.copyright }}
    >
      <main id="main-content" tabIndex={-1}>
        <header css={styles.hero}>
          {image && <GatsbyImage image={image} alt="" css={styles.avatar} />}
          {fm.welcome && <p css={styles.welcome}>{fm.welcome}</p>}
          <h1 css={styles.typed} aria-label={titles.join(' / ')}>
            <span aria-hidden="true">{typed}</span>
          </h1>
          {fm.medias && fm.medias.length > 0 && (
            <ul css={styles.medias}>
              {fm.medias.map((media) => (
                <li key={media.url}>
                  <SmartLink href={media.url}>
                    {media.icon && <Icon name={media.icon} />}
                    {media.name}
                  </SmartLink>
                </li>
              ))}
            </ul>
          )}
        </header>
        <div css={[markdownStyles, styles.body]}>
          <ContentHost content={mdx.content} />
        </div>
      </main>
    </SiteLayout>
  );
}

export const Head = ContentHead;

export const query = graphql`
  query PortfolioPage($id: String!, $language: String!, $pagePath: String!, $data: JSON) {
    mdx(id: { eq: $id }) {
      ...PageContent
      frontmatter {
        titles
        welcome
        medias {
          name
          url
          icon
        }
        avatar {
          childImageSharp {
            gatsbyImageData(width: 160, height: 160, layout: FIXED, placeholder: NONE)
          }
        }
      }
    }
  }
`;
