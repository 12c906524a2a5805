/**
 * Every rule for spelling a site address, in one place: the route table
 * (`a/b.mdx` is served at `/a/b.html`, `a/index.mdx` at `/a/`, both under
 * `/zh` for Chinese), the locale prefix, a page's counterpart in another
 * locale, the other spellings that reach a page, and how a link is followed.
 * The build (gatsby/), the browser and the scripts' tests all call these.
 */
import { DEFAULT_LOCALE, isLocale, LOCALE_CODES, LOCALES, type Locale } from './locales';

/** The locale a site path belongs to: `/zh/...` is Chinese, everything else English. */
export function localeFromPath(path: string): Locale {
  for (const code of LOCALE_CODES) {
    const { prefix } = LOCALES[code];
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) return code;
  }
  return DEFAULT_LOCALE;
}

/** Removes the locale prefix: `/zh/guide/` becomes `/guide/`. */
export function stripLocale(path: string): string {
  const { prefix } = LOCALES[localeFromPath(path)];
  if (!prefix) return path;
  const rest = path.slice(prefix.length);
  return rest === '' ? '/' : rest;
}

/** Puts a locale-neutral site path under a locale: `/guide/` becomes `/zh/guide/`. */
export function localisePath(path: string, locale: Locale): string {
  const neutral = stripLocale(path);
  const { prefix } = LOCALES[locale];
  return `${prefix}${neutral}`;
}

/** A site path as a full address under the site's origin (site.yaml `url`, or a preview's). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${encodeURI(path)}`;
}

/** The home page of a locale: `/` or `/zh/`. */
export function localeHome(locale: Locale): string {
  return `${LOCALES[locale].prefix}/`;
}

const CONTENT_EXTENSION = /\.mdx?$/;

/** `guide/install/docker.mdx` → `guide/install/docker`; `guide/index.mdx` → `guide/index`. */
export function contentKey(relativePath: string): string {
  return relativePath.replace(/\\/g, '/').replace(CONTENT_EXTENSION, '');
}

/** The locale-neutral URL of a content file given its path inside a locale folder. */
export function pagePathFromFile(relativePath: string): string {
  const key = contentKey(relativePath);
  if (key === 'index') return '/';
  if (key.endsWith('/index')) return `/${key.slice(0, -'index'.length)}`;
  return `/${key}.html`;
}

export function localisedPagePath(relativePath: string, locale: Locale): string {
  return `${LOCALES[locale].prefix}${pagePathFromFile(relativePath)}`;
}

/**
 * The other spellings of a page URL that must reach it: extensionless and
 * trailing-slash forms of `.html` pages, the slashless form of folder pages.
 */
export function alternateSpellings(pagePath: string): string[] {
  if (pagePath.endsWith('.html')) {
    const bare = pagePath.slice(0, -'.html'.length);
    return [bare, `${bare}/`];
  }
  if (pagePath.endsWith('/') && pagePath !== '/') return [pagePath.slice(0, -1)];
  return [];
}

/**
 * Where a URL that matched no page may really point, most likely first:
 * `/a/b` and `/a/b/` may mean `/a/b.html`; `/a/b` may also mean `/a/b/`.
 */
export function canonicalCandidates(pathname: string): string[] {
  if (pathname === '/' || pathname === '') return [];
  const trimmed = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const last = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  if (last.endsWith('.html')) {
    return pathname.endsWith('/') ? [trimmed] : [];
  }
  if (last.includes('.')) return [];
  const candidates = [`${trimmed}.html`];
  if (!pathname.endsWith('/')) candidates.push(`${trimmed}/`);
  return candidates;
}

/** The folder part of a content key: `guide/install/docker` → `guide/install`. */
export function parentKey(key: string): string {
  const cut = key.lastIndexOf('/');
  return cut === -1 ? '' : key.slice(0, cut);
}

/** True for `a/index` keys, the pages that stand for their folder. */
export function isIndexKey(key: string): boolean {
  return key === 'index' || key.endsWith('/index');
}

/** The folder that an index key stands for: `guide/index` → `guide`, `index` → ``. */
export function folderOfIndex(key: string): string {
  return key === 'index' ? '' : key.slice(0, -'/index'.length);
}

/**
 * The canonical spelling of a site path as the route table writes folders and
 * files: `/pricing` → `/pricing.html`; folders keep their trailing slash.
 */
export function canonicalPagePath(path: string): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  if (pathname === '' || pathname.endsWith('/')) return path;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return path;
  return `${pathname}.html${rest}`;
}

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

/**
 * A link from site data (navbar, home actions) as rendered in a locale: site
 * pages move under the locale and take their canonical spelling.
 */
export function localiseLink(link: string, locale: Locale): string {
  return classifyHref(link) === 'page' ? canonicalPagePath(localisePath(link, locale)) : link;
}

/** `en/guide/x.mdx` → locale `en`, path `guide/x.mdx`; null outside the locale folders. */
export function splitLocale(relativePath: string): { locale: Locale; relativePath: string } | null {
  const [locale, ...rest] = relativePath.split('/');
  if (!isLocale(locale) || rest.length === 0) return null;
  return { locale, relativePath: rest.join('/') };
}
