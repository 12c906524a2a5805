import type { HeadProps } from 'gatsby';
import type { ContentPageContext } from '../lib/pageContext';
import { Seo } from './Seo';

interface ContentHeadData {
  mdx: { title: string; frontmatter?: { excerpt?: string | null } | null };
}

/** The <head> of a page made from a content file: its title, summary and translations. */
export function ContentHead({ data, pageContext }: HeadProps<ContentHeadData, ContentPageContext>) {
  return (
    <Seo
      locale={pageContext.language}
      path={pageContext.i18n.path}
      title={data.mdx.title}
      description={data.mdx.frontmatter?.excerpt}
      alternates={pageContext.alternates}
    />
  );
}
