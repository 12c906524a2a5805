import { css } from '@emotion/react';
import { graphql, type PageProps } from 'gatsby';
import { useEffect } from 'react';
import { ContentHead } from '../components/ContentHead';
import type { ContentPageContext } from '../lib/pageContext';
import { pageContent, pageLocation } from './queryData';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { SiteLayout } from '../layout/SiteLayout';
import { ApiServerSelect } from '../components/ApiServerSelect';
import { TranslationNotice } from '../components/TranslationNotice';
import { ContentHost } from '../mdx/ContentHost';
import { markdownStyles } from '../styles/markdownStyles';
import { purgeExpiredSignIns, readCallbackQuery } from '../lib/tools/oauth';
import { layout } from '../styles/tokens';

const main = css`
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: 2rem 1.25rem 3rem;
  &:focus {
    outline: none;
  }
`;

/** Helper pages under /tool/: no sidebar and no table of contents, just the tool. */
export default function ToolTemplate({
  data,
  pageContext,
}: PageProps<Queries.ToolPageQuery, ContentPageContext>) {
  const { mdx, fm } = pageContent(data.mdx, pageContext.pagePath);
  // A client secret never outlives its sign-in: expired ones go whenever a tool page opens.
  useEffect(
    () => purgeExpiredSignIns(Date.now(), readCallbackQuery(window.location.search).state),
    [],
  );
  return (
    <SiteLayout
      page={pageLocation(pageContext)}
      footer={{ text: fm.footer, copyright: fm.copyright }}
    >
      <main id="main-content" tabIndex={-1} css={main}>
        <ApiServerSelect css={{ maxWidth: '24rem' }} />
        {fm.breadcrumb !== false && <Breadcrumbs crumbs={pageContext.breadcrumbs} />}
        <div css={markdownStyles} data-search-body>
          {!mdx.hasTitleHeading && <h1>{mdx.title}</h1>}
          <TranslationNotice page={pageContext} />
          {/* The tool is what this page is for: its forms mount at once. */}
          <ContentHost content={mdx.content} formsWait={false} />
        </div>
      </main>
    </SiteLayout>
  );
}

export const Head = ContentHead;

export const query = graphql`
  query ToolPage($id: String!, $language: String!, $pagePath: String!, $data: JSON) {
    mdx(id: { eq: $id }) {
      ...PageContent
    }
  }
`;
