import { LOCALES } from '../../src/lib/locales';
import type { Alternate } from '../../src/lib/pageContext';
import type { Locale } from '../../src/lib/locales';

export interface SitemapPage {
  path: string;
  locale: Locale;
  alternates: Alternate[];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml with hreflang alternates for pages that exist in both locales. */
export function sitemapXml(pages: readonly SitemapPage[], siteUrl: string): string {
  const urls = [...pages]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((page) => {
      const alternates = page.alternates
        .filter((alternate) => alternate.exists)
        .map((alternate) => [alternate.locale, alternate.path] as const);
      const links = alternates.length
        ? [[page.locale, page.path] as const, ...alternates]
            .map(
              ([locale, path]) =>
                `    <xhtml:link rel="alternate" hreflang="${LOCALES[locale].lang}" href="${escapeXml(siteUrl + encodeURI(path))}"/>`,
            )
            .join('\n') + '\n'
        : '';
      return `  <url>\n    <loc>${escapeXml(siteUrl + encodeURI(page.path))}</loc>\n${links}  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
