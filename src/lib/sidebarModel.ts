/** Sidebar data as the build hands it to pages (spec §3 sidebar item), and the groups that start open. */
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
