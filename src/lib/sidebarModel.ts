/** Sidebar data as the build hands it to pages (spec §3 sidebar item), and its open/closed rules. */
export interface SidebarLink {
  type: 'link';
  text: string;
  link: string;
  icon?: string;
}

export interface SidebarGroup {
  type: 'group';
  /** Folder key, unique within a sidebar: `guide/install`. */
  key: string;
  text: string;
  /** The group's own page (its index.mdx), when it has one. */
  link?: string;
  icon?: string;
  children: SidebarItem[];
}

export type SidebarItem = SidebarLink | SidebarGroup;

export interface NavLink {
  text: string;
  link: string;
}

/** Keys of the groups that hold a path, outermost first: the groups that start open. */
export function groupsContaining(items: readonly SidebarItem[], path: string): string[] {
  for (const item of items) {
    if (item.type !== 'group') continue;
    if (item.link === path) return [item.key];
    const inner = groupsContaining(item.children, path);
    if (inner.length) return [item.key, ...inner];
    if (item.children.some((child) => child.type === 'link' && child.link === path))
      return [item.key];
  }
  return [];
}

/** Keys from the outermost group down to `key`, or [] when no group has that key. */
export function groupChain(items: readonly SidebarItem[], key: string): string[] {
  for (const item of items) {
    if (item.type !== 'group') continue;
    if (item.key === key) return [key];
    const inner = groupChain(item.children, key);
    if (inner.length) return [item.key, ...inner];
  }
  return [];
}

/**
 * Only one group is open at a time on each level: opening a group closes its
 * siblings (and everything under them); closing it keeps its parents open.
 */
export function toggleGroup(
  items: readonly SidebarItem[],
  openChain: readonly string[],
  key: string,
): string[] {
  const position = openChain.indexOf(key);
  if (position !== -1) return openChain.slice(0, position);
  return groupChain(items, key);
}
