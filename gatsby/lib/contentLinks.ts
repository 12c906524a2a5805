/**
 * Links as authors write them (relative `.mdx` files or site paths, with or
 * without `.html`) turned into the canonical URL of the page in the file's own
 * locale.
 */
import type { Locale } from '../../src/lib/locales';
import {
  classifyHref,
  localeFromPath,
  localisedPagePath,
  parentKey,
  stripLocale,
} from '../../src/lib/urls';

export class BrokenLinkError extends Error {
  constructor(href: string, target: string) {
    super(`links to ${href}, but there is no content file ${target}`);
    this.name = 'BrokenLinkError';
  }
}

function splitSuffix(href: string): [string, string] {
  const cut = href.search(/[?#]/);
  return cut === -1 ? [href, ''] : [href.slice(0, cut), href.slice(cut)];
}

/** Content keys a locale-neutral site path may name, most likely first. */
export function keysForSitePath(path: string): string[] {
  if (path === '/') return ['index'];
  const trimmed = path.replace(/^\/+/, '');
  if (trimmed.endsWith('/')) return [`${trimmed}index`];
  if (trimmed.endsWith('.html')) return [trimmed.slice(0, -'.html'.length)];
  if (/\.[a-z0-9]+$/i.test(trimmed)) return [];
  return [trimmed, `${trimmed}/index`];
}

function normaliseSegments(path: string): string {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out.join('/');
}

export interface LinkContext {
  /** Content key of the file that holds the link. */
  fromKey: string;
  locale: Locale;
  /** Whether a content key exists in a locale. */
  exists: (locale: Locale, key: string) => boolean;
}

/** The URL to render, or null to leave the link untouched. */
export function resolveContentLink(href: string, context: LinkContext): string | null {
  if (!href || ['hash', 'external'].includes(classifyHref(href))) return null;
  const [path, suffix] = splitSuffix(href);
  if (/\.mdx?$/.test(path)) {
    const base = path.startsWith('/') ? '' : parentKey(context.fromKey);
    const key = normaliseSegments(`${base}/${path.replace(/^\/+/, '')}`).replace(/\.mdx?$/, '');
    if (!context.exists(context.locale, key))
      throw new BrokenLinkError(href, `${context.locale}/${key}.mdx`);
    return `${localisedPagePath(`${key}.mdx`, context.locale)}${suffix}`;
  }
  if (!path.startsWith('/')) return null;
  // A path already under a locale prefix keeps that locale; a neutral one takes the file's.
  const neutral = stripLocale(path);
  const locale = neutral === path ? context.locale : localeFromPath(path);
  const key = keysForSitePath(neutral).find((candidate) => context.exists(locale, candidate));
  if (!key) return null;
  return `${localisedPagePath(`${key}.mdx`, locale)}${suffix}`;
}
