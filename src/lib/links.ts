import { localisePath, type Locale } from './locales';
import { canonicalPagePath } from './routes';

export type HrefKind = 'hash' | 'page' | 'file' | 'external';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * How a link is followed: `page` by in-site navigation, `file` (a static file
 * such as /v3.sh) and `external` by the browser, `hash` within the page.
 */
export function classifyHref(href: string): HrefKind {
  if (href.startsWith('#')) return 'hash';
  if (SCHEME.test(href) || href.startsWith('//')) return 'external';
  const path = href.split(/[?#]/)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes('.') && !last.endsWith('.html')) return 'file';
  return 'page';
}

/** True for links that leave the site (they open in a new tab). */
export function isExternal(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

/**
 * A link from site data (navbar, home actions) as rendered in a locale: site
 * pages move under the locale and take their canonical spelling.
 */
export function localiseLink(link: string, locale: Locale): string {
  return classifyHref(link) === 'page' ? canonicalPagePath(localisePath(link, locale)) : link;
}
