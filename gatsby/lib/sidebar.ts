/**
 * Sidebars built from the content tree: one per configured section folder and
 * locale. Sub-folders become groups titled by their index page; `order` front
 * matter sorts; ties sort by title.
 */
import type { NavLink, SidebarGroup, SidebarItem, SidebarLink } from '../../src/lib/sidebarModel';
import { isIndexKey, parentKey } from '../../src/lib/urls';

/** What the sidebar needs to know about one page of one locale. */
export interface PageEntry {
  /** Content key, e.g. `guide/install/docker` or `guide/install/index`. */
  key: string;
  path: string;
  title: string;
  shortTitle?: string | null;
  icon?: string | null;
  order?: number | null;
  /** `index: false` in front matter keeps a page out of the sidebar. */
  inSidebar: boolean;
}

const label = (page: PageEntry) => page.shortTitle || page.title;

const linkTo = (page: PageEntry): SidebarLink => ({
  type: 'link',
  text: label(page),
  link: page.path,
  ...(page.icon ? { icon: page.icon } : {}),
});

/** The section folder (`guide`) that a content key falls under, or null. */
export function sectionOf(key: string, sections: readonly string[]): string | null {
  let best: string | null = null;
  for (const section of sections) {
    const folder = section.replace(/^\/|\/$/g, '');
    if (
      (key === `${folder}/index` || key.startsWith(`${folder}/`)) &&
      (!best || folder.length > best.length)
    ) {
      best = folder;
    }
  }
  return best;
}

interface Sortable {
  order: number | null;
  text: string;
}

/** Ordered items first (ascending), then the rest; ties by text in the locale's collation. */
export function compareItems(a: Sortable, b: Sortable, collator: Intl.Collator): number {
  if (a.order !== null && b.order !== null && a.order !== b.order) return a.order - b.order;
  if (a.order !== null && b.order === null) return -1;
  if (a.order === null && b.order !== null) return 1;
  return collator.compare(a.text, b.text);
}

/** The title of a folder that has no index page: its name with a capital first letter. */
export function folderTitle(folder: string): string {
  const name = folder.slice(folder.lastIndexOf('/') + 1);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The items of one folder as the sidebar shows them: its pages and its
 * sub-folders as groups, sorted. The folder's own index page is not among them.
 * Catalogs (`<AutoCatalog />`, generated folder pages) read the same items.
 */
export function folderItems(
  pages: readonly PageEntry[],
  folder: string,
  lang: string,
): SidebarItem[] {
  const collator = new Intl.Collator(lang, { numeric: true });
  const inFolder = pages.filter((page) => page.key.startsWith(`${folder}/`));
  const byKey = new Map(inFolder.map((page) => [page.key, page]));

  const build = (folder: string): Array<SidebarItem & Sortable> => {
    const items: Array<SidebarItem & Sortable> = [];
    const subfolders = new Set<string>();
    for (const page of inFolder) {
      const parent = parentKey(page.key);
      if (parent === folder) {
        if (isIndexKey(page.key)) continue;
        if (page.inSidebar) items.push({ ...linkTo(page), order: page.order ?? null });
      } else if (parent.startsWith(`${folder}/`)) {
        const rest = parent.slice(folder.length + 1);
        subfolders.add(`${folder}/${rest.split('/')[0]}`);
      }
    }
    for (const sub of subfolders) {
      const index = byKey.get(`${sub}/index`);
      if (index && !index.inSidebar) continue;
      const children = build(sub).map(stripSortKeys);
      if (!children.length && !index) continue;
      const group: SidebarGroup & Sortable = {
        type: 'group',
        key: sub,
        text: index ? label(index) : folderTitle(sub),
        children,
        order: index?.order ?? null,
      };
      if (index) group.link = index.path;
      if (index?.icon) group.icon = index.icon;
      items.push(group);
    }
    return items.sort((a, b) => compareItems(a, b, collator));
  };

  return build(folder).map(stripSortKeys);
}

export function buildSidebar(
  pages: readonly PageEntry[],
  section: string,
  lang: string,
): SidebarItem[] {
  const items = folderItems(pages, section, lang);
  const sectionIndex = pages.find((page) => page.key === `${section}/index`);
  return sectionIndex?.inSidebar ? [linkTo(sectionIndex), ...items] : items;
}

function stripSortKeys({ order: _order, ...item }: SidebarItem & Partial<Sortable>): SidebarItem {
  return item;
}

/** Pages in reading order: each group's own page, then its children. */
export function flattenSidebar(items: readonly SidebarItem[]): NavLink[] {
  return items.flatMap((item): NavLink[] =>
    item.type === 'link'
      ? [{ text: item.text, link: item.link }]
      : [
          ...(item.link ? [{ text: item.text, link: item.link }] : []),
          ...flattenSidebar(item.children),
        ],
  );
}

export function neighbours(
  flat: readonly NavLink[],
  path: string,
): { prev: NavLink | null; next: NavLink | null } {
  const index = flat.findIndex((entry) => entry.link === path);
  if (index === -1) return { prev: null, next: null };
  return { prev: flat[index - 1] ?? null, next: flat[index + 1] ?? null };
}
