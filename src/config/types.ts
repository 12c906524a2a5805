import type { ColorModeConfig } from '../lib/colorMode';
import type { Locale } from '../lib/locales';

/** A string given once per locale. */
export type Localised<T = string> = Record<Locale, T>;

export interface SiteAuthor {
  name: string;
  url?: string;
}

export interface SiteConfig {
  /** Public address of the built site, used for canonical and hreflang links. */
  url: string;
  logo: string;
  logoDark?: string;
  /** The documented project's repository (navbar link). */
  repo: string;
  /** Where these pages are edited. */
  docsRepo: string;
  docsBranch: string;
  docsDir: string;
  /** `:repo`, `:branch` and `:path` are replaced to build an edit link. */
  editLinkPattern: string;
  author: SiteAuthor;
  colorMode: ColorModeConfig;
  title: Localised;
  description: Localised;
  footer: Localised;
  copyright: Localised;
}

export interface NavbarLink {
  text: Localised;
  link: string;
  icon?: string;
}

export interface NavbarDropdown {
  text: Localised;
  icon?: string;
  children: NavbarLink[];
}

export type NavbarItem = NavbarLink | NavbarDropdown;

export interface NavbarConfig {
  items: NavbarItem[];
}

export interface SidebarConfig {
  /** How many heading levels under the current page the sidebar lists. */
  headerDepth: number;
  /** Folders (as site paths like `/guide/`) that each get a sidebar built from their files. */
  sections: string[];
}

export function isDropdown(item: NavbarItem): item is NavbarDropdown {
  return 'children' in item;
}
