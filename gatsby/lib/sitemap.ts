import { LOCALES } from '../../src/lib/locales';
import type { Alternate, ContentPageContext } from '../../src/lib/pageContext';
import type { Locale } from '../../src/lib/locales';
import { absoluteUrl } from '../../src/lib/urls';
import { escapeHtml } from '../../src/lib/htmlEscape';

export interface SitemapPage {
  path: string;
  locale: Locale;
  alternates: Alternate[];
  /** When the page's file last changed (git), ISO 8601; absent for pages without a file. */
  lastModified?: string | null;
}

/** A built page as onPostBuild's query lists it. */
export interface BuiltPage {
  path: string;
  pageContext: Pick<ContentPageContext, 'id' | 'language' | 'alternates'>;
}

/**
 * The sitemap's entries: each built page with its alternates and the git time
 * of the file it was made from (`updatedById`: Mdx node id → updatedTime).
 */
export function sitemapPages(
  pages: readonly BuiltPage[],
  updatedById: ReadonlyMap<string, string | null | undefined>,
): SitemapPage[] {
  return pages.map(({ path, pageContext }) => ({
    path,
    locale: pageContext.language,
    alternates: pageContext.alternates ?? [],
    lastModified: updatedById.get(pageContext.id) ?? null,
  }));
}

/** sitemap.xml with last-modified times and hreflang alternates for pages in both locales. */
export function sitemapXml(pages: readonly SitemapPage[], siteUrl: string): string {
  const urls = [...pages]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((page) => {
      const lastmod = page.lastModified
        ? `    <lastmod>${escapeHtml(page.lastModified)}</lastmod>\n`
        : '';
      const alternates = page.alternates
        .filter((alternate) => alternate.exists)
        .map((alternate) => [alternate.locale, alternate.path] as const);
      const links = alternates.length
        ? [[page.locale, page.path] as const, ...alternates]
            .map(
              ([locale, path]) =>
                `    <xhtml:link rel="alternate" hreflang="${LOCALES[locale].lang}" href="${escapeHtml(absoluteUrl(siteUrl, path))}"/>`,
            )
            .join('\n') + '\n'
        : '';
      return `  <url>\n    <loc>${escapeHtml(absoluteUrl(siteUrl, page.path))}</loc>\n${lastmod}${links}  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
