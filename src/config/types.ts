/**
 * Types of the site data, inferred from the schemas in ./schema. Type-only:
 * importing this costs the browser nothing.
 */
import type { Locale } from '../lib/locales';
import type { NavbarDropdown, NavbarItem, NavbarConfig, SidebarConfig, SiteConfig } from './schema';

export type {
  NavbarConfig,
  NavbarDropdown,
  NavbarItem,
  NavbarLink,
  Redirect,
  SidebarConfig,
  SiteConfig,
} from './schema';

/** A string given once per locale. */
export type Localised<T = string> = Record<Locale, T>;

export type SiteAuthor = SiteConfig['author'];

/** Settings that only the build uses, to make edit links. */
export type EditLinkField = 'docsRepo' | 'docsBranch' | 'docsDir' | 'editLinkPattern';

/** What the browser bundle receives: the parsed values, defaults applied. */
export interface BrowserSiteData {
  site: Omit<SiteConfig, EditLinkField>;
  navbar: NavbarConfig;
  sidebars: Pick<SidebarConfig, 'headerDepth'>;
}

export function isDropdown(item: NavbarItem): item is NavbarDropdown {
  return 'children' in item;
}
