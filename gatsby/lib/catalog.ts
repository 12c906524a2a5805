/**
 * Catalogs at build time: which `<AutoCatalog />` elements a page uses, which
 * folder each one lists, and the list itself, made from the same sidebar items
 * (gatsby/lib/sidebar.ts `folderItems`) the section's sidebar shows.
 */
import type { CatalogEntry, CatalogLink } from '../../src/lib/catalog';
import type { SidebarItem } from '../../src/lib/sidebarModel';
import { folderOfIndex, isIndexKey, parentKey, stripLocale } from '../../src/lib/urls';

export interface CatalogRequests {
  /** The `base` of each `<AutoCatalog>` in the body, null where it has none. */
  bases: Array<string | null>;
  problems: string[];
}

const FENCE_OPEN = /^\s*(`{3,}|~{3,})/;

/** The body without fenced code, inline code and comments, where a tag is only an example. */
function withoutCode(body: string): string {
  const kept: string[] = [];
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    if (fence) {
      if (new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(line)) {
        fence = null;
      }
      continue;
    }
    const open = FENCE_OPEN.exec(line);
    if (open) {
      fence = open[1]!;
      continue;
    }
    kept.push(line);
  }
  return kept
    .join('\n')
    .replace(/(`+)[\s\S]*?\1/g, '')
    .replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
}

const TAG = /<AutoCatalog(?=[\s/>])([^>]*?)\/?>/g;
const BASE_VALUE =
  /\bbase\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`)\s*\})/;

/**
 * Finds the `<AutoCatalog>` elements of an MDX body (not those shown inside
 * code) and their `base` folders. A `base` that is not a plain string is a
 * problem: the build must know the folder before the page is rendered.
 */
export function autoCatalogRequests(body: string): CatalogRequests {
  const bases: Array<string | null> = [];
  const problems: string[] = [];
  if (!body.includes('<AutoCatalog')) return { bases, problems };
  for (const match of withoutCode(body).matchAll(TAG)) {
    const attributes = match[1] ?? '';
    if (!/\bbase\s*=/.test(attributes)) {
      bases.push(null);
      continue;
    }
    const value = BASE_VALUE.exec(attributes);
    const base = value?.slice(1).find((group) => group !== undefined);
    if (base === undefined) {
      problems.push(
        `<AutoCatalog${attributes}> needs "base" as a plain string, such as base="/guide/install/"`,
      );
    } else {
      bases.push(base.trim() === '' ? null : base.trim());
    }
  }
  return { bases, problems };
}

/** The folder a page belongs to: its own for an index page, else its parent. */
export function folderOfPage(key: string): string {
  return isIndexKey(key) ? folderOfIndex(key) : parentKey(key);
}

/**
 * The content folder an `<AutoCatalog base>` names, for the page with the
 * given key: none means the page's folder; `/guide/api/` (with or without a
 * locale prefix) is a site folder; `./admin/` and `../install/` are relative to
 * the page's folder. Null when it leaves the content tree or names the root.
 */
export function resolveCatalogFolder(base: string | null, pageKey: string): string | null {
  const own = folderOfPage(pageKey);
  if (base === null) return own || null;
  const absolute = base.startsWith('/');
  const path = absolute ? stripLocale(base.endsWith('/') ? base : `${base}/`) : base;
  const segments = absolute ? [] : own.split('/').filter(Boolean);
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
    } else segments.push(segment);
  }
  return segments.length ? segments.join('/') : null;
}

export interface CatalogOptions {
  /** The summary of the page at a path, if it has one. */
  describe: (path: string) => string | null | undefined;
  /** The address of a folder that has no index page (the page the build makes for it). */
  folderLink: (folderKey: string) => string;
}

function entryFor(item: SidebarItem, options: CatalogOptions): CatalogLink {
  const link = item.type === 'link' ? item.link : (item.link ?? options.folderLink(item.key));
  const description = options.describe(link);
  return {
    text: item.text,
    link,
    ...(item.icon ? { icon: item.icon } : {}),
    ...(description ? { description } : {}),
  };
}

/**
 * A folder's sidebar items as a catalog: pages, and sub-folders with their own
 * entries one level down (deeper folders appear as links to their page).
 */
export function catalogEntries(
  items: readonly SidebarItem[],
  options: CatalogOptions,
): CatalogEntry[] {
  return items.map((item) =>
    item.type === 'link'
      ? entryFor(item, options)
      : {
          ...entryFor(item, options),
          children: item.children.map((child) => entryFor(child, options)),
        },
  );
}
