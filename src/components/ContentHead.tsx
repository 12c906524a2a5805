import type { HeadProps } from 'gatsby';
import { siteConfig } from '../config';
import { common, translate } from '../i18n/translation';
import { SOCIAL_IMAGE } from '../lib/constants';
import { LOCALES } from '../lib/locales';
import type { ContentPageContext } from '../lib/pageContext';
import { breadcrumbList, techArticle } from '../lib/structuredData';
import { absoluteUrl } from '../lib/urls';
import { Seo } from './Seo';

export interface ContentHeadData {
  mdx: {
    title: string;
    /** Computed at build time (gatsby/lib/description.ts); null: the site's applies. */
    description?: string | null;
    /** The git time the page shows as "last updated". */
    updatedTime?: string | null;
    frontmatter?: { lastUpdated?: boolean | null; date?: string | null } | null;
  };
}

type ContentHeadProps = HeadProps<ContentHeadData, ContentPageContext> & {
  /** Documentation pages are articles (og:type and TechArticle). */
  article?: boolean;
};

/**
 * The <head> of a page made from a content file: its title, own description,
 * translations, and the breadcrumb trail (and article) as structured data.
 */
export function ContentHead({ data, pageContext, article = false }: ContentHeadProps) {
  const locale = pageContext.language;
  const path = pageContext.pagePath;
  const { mdx } = data;
  const description = mdx.description ?? siteConfig.description[locale];
  const crumbs = breadcrumbList(pageContext.breadcrumbs, {
    siteUrl: siteConfig.url,
    path,
    homeName: translate(common, locale, 'breadcrumb.home'),
  });
  const articleData =
    article &&
    techArticle({
      headline: mdx.title,
      description,
      inLanguage: LOCALES[locale].lang,
      url: absoluteUrl(siteConfig.url, path),
      dateModified: mdx.frontmatter?.lastUpdated === false ? null : mdx.updatedTime,
      datePublished: mdx.frontmatter?.date,
      image: absoluteUrl(siteConfig.url, SOCIAL_IMAGE.path),
    });
  return (
    <Seo
      locale={locale}
      path={path}
      title={mdx.title}
      description={description}
      alternates={pageContext.alternates}
      type={article ? 'article' : 'website'}
      structuredData={[crumbs, articleData || null]}
    />
  );
}

/** The head of a documentation page. */
export function ArticleHead(props: HeadProps<ContentHeadData, ContentPageContext>) {
  return <ContentHead {...props} article />;
}
