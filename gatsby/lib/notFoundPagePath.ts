import { DEFAULT_NOT_FOUND, isLocaleNotFoundPage } from '../../src/lib/localeNotFound';

const PAGE_PATH = /window\.pagePath="([^"]*)"/;

/**
 * A locale's not-found page (`/zh/404.html`) tells Gatsby's runtime it is
 * `/404.html`. The runtime moves the browser to the page path the HTML names
 * unless that is `/404.html` or a match path covers the address, so an unknown
 * Chinese address would otherwise become `/zh/404.html` in the address bar.
 * src/gatsby/localeNotFoundLoading.ts then gives the page its own data.
 */
export function notFoundPagePathAsDefault(html: string): string | null {
  const match = PAGE_PATH.exec(html);
  if (!match || !isLocaleNotFoundPage(match[1]!)) return null;
  return html.replace(PAGE_PATH, `window.pagePath="${DEFAULT_NOT_FOUND}"`);
}
