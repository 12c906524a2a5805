/** What createPages hands every page, typed once for the build and the templates. */
import type { Locale } from './locales';
import type { NavLink, SidebarItem } from './sidebarModel';

/** `catalog`: the page the build makes for a content folder that has no index page. */
export type TemplateName = 'home' | 'portfolio' | 'doc' | 'tool' | 'notFound' | 'catalog';

export interface Crumb {
  /** Null for the first crumb, whose text is the localised word for Home. */
  text: string | null;
  link?: string;
}

export interface Alternate {
  locale: Locale;
  path: string;
  /** False when the other locale has no counterpart and `path` is its home page. */
  exists: boolean;
}

export interface BasePageContext {
  language: Locale;
  /** The page's own address (Gatsby keeps `path` for itself). */
  pagePath: string;
  alternates: Alternate[];
}

export interface ContentPageContext extends BasePageContext {
  id: string;
  key: string;
  title: string;
  /** Id of the section's sidebar slice (see gatsby/lib/pagePlan.ts), or null for no sidebar. */
  sidebar: string | null;
  prev: NavLink | null;
  next: NavLink | null;
  breadcrumbs: Crumb[];
  editUrl: string | null;
  /**
   * Parsed data files the page asked for in front matter (`data:`), keyed by
   * name, and the catalogs its `<AutoCatalog>` elements show (src/lib/catalog.ts).
   */
  data?: PageData;
  /** A translated page whose English has changed since it was translated: it says so at its top. */
  englishMovedOn?: true;
}

export type PageData = Record<string, unknown>;

/** What createPages hands a section's sidebar slice. */
export interface SidebarSliceContext {
  locale: Locale;
  items: SidebarItem[];
}
