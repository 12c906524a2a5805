/**
 * Old URLs that moved. The build registers each one with Gatsby (so in-site
 * navigation follows it) and writes a small HTML file at the old address (so a
 * direct load, a bookmark or a search result still lands on the new page).
 */
import { LOCALE_CODES, LOCALES, type Locale } from '../../src/lib/locales';
import type { Redirect } from '../../src/config/schema';
import { localeFromPath } from '../../src/lib/urls';
import { escapeHtml } from '../../src/lib/htmlEscape';

export type { Redirect };

/** Every redirect once per locale: `/a` → `/b` and `/zh/a` → `/zh/b`. */
export function localisedRedirects(redirects: readonly Redirect[]): Redirect[] {
  return LOCALE_CODES.flatMap((locale) =>
    redirects.map(({ from, to }) => ({
      from: `${LOCALES[locale].prefix}${from}`,
      to: `${LOCALES[locale].prefix}${to}`,
    })),
  );
}

/** The stub's words, in the language of the page it forwards to. */
const STUB_TEXT: Record<Locale, { title: string; body: (link: string) => string }> = {
  en: { title: 'Moved to', body: (link) => `This page has moved to ${link}.` },
  zh: { title: '页面已移至', body: (link) => `本页已移至 ${link}。` },
};

/** The stub's script: forwards at once, keeping the query and hash. */
/**
 * The stub's script, the same in every stub (the header policy allows inline
 * scripts by hash): the address is in the element's `data-to`.
 */
export const REDIRECT_SCRIPT =
  'location.replace(document.currentScript.getAttribute("data-to") + location.search + location.hash)';

/**
 * The page left at the old address; it forwards at once, keeping the query and
 * hash. A stub under /zh/ is Chinese (lang="zh-CN"), every other one English.
 */
export function redirectHtml(to: string, siteUrl: string): string {
  const href = escapeHtml(encodeURI(to));
  const absolute = escapeHtml(new URL(encodeURI(to), siteUrl).href);
  const locale = localeFromPath(to);
  const text = STUB_TEXT[locale];
  return `<!doctype html>
<html lang="${LOCALES[locale].lang}">
<head>
<meta charset="utf-8">
<title>${text.title} ${href}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${absolute}">
<meta http-equiv="refresh" content="0; url=${href}">
<script data-to="${href}">${REDIRECT_SCRIPT}</script>
</head>
<body><main><p>${text.body(`<a href="${href}">${href}</a>`)}</p></main></body>
</html>
`;
}
