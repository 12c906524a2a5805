/**
 * URL rules of the route table: `a/b.mdx` is served at `/a/b.html`, `a/index.mdx`
 * at `/a/`, and both under `/zh` for Chinese.
 */
import { LOCALES, type Locale } from './locales';

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
