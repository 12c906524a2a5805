import type { HeadProps, PageProps } from 'gatsby';
import { ContentHead } from '../components/ContentHead';
import { DocLayout } from '../layout/DocLayout';
import { catalogFrom } from '../lib/catalog';
import type { ContentPageContext } from '../lib/pageContext';
import { CatalogList } from '../mdx/AutoCatalog';

const NO_INFO = { authors: [], date: null, categories: [], tags: [], readingTime: null };
const NO_META = { editUrl: null, updatedTime: null, contributors: [] };

/**
 * The page the build makes for a content folder without an index page: the
 * folder's pages as a catalog, with the section's sidebar and breadcrumbs, and
 * no table of contents. It has no file, so nothing to query.
 */
export default function CatalogTemplate({ pageContext }: PageProps<object, ContentPageContext>) {
  const catalog = catalogFrom(pageContext.data ?? {});
  if (!catalog) throw new Error(`${pageContext.pagePath}: the build gave this page no catalog`);
  return (
    <DocLayout
      pathname={pageContext.pagePath}
      context={pageContext}
      title={pageContext.title}
      hasTitleHeading={false}
      toc={null}
      sidebarHeadings={[]}
      showBreadcrumb
      footer={{}}
      info={NO_INFO}
      meta={NO_META}
    >
      <CatalogList catalog={catalog} />
    </DocLayout>
  );
}

/** The head of a content page, with the catalog's title and the site's description. */
export function Head(props: HeadProps<object, ContentPageContext>) {
  return <ContentHead {...props} data={{ mdx: { title: props.pageContext.title } }} />;
}
