/**
 * Types of the site data, inferred from the schemas in ./schema. Type-only:
 * importing this costs the browser nothing.
 */
import type { Locale } from '../lib/locales';
import type { PreviewBuild } from '../lib/previewBuild';
import type {
  ApiServersConfig,
  NavbarConfig,
  NavbarDropdown,
  NavbarItem,
  NoticeAction,
  SidebarConfig,
  SiteConfig,
  SponsorsConfig,
} from './schema';

export type {
  ApiServer,
  ApiServersConfig,
  CommentsConfig,
  HeadScript,
  NavbarConfig,
  NavbarDropdown,
  NavbarItem,
  NavbarLink,
  SidebarConfig,
  SiteConfig,
  SponsorsConfig,
} from './schema';

/** A string given once per locale. */
export type Localised<T = string> = Record<Locale, T>;

/**
 * Settings that only the build uses, to make edit links. (docsRepo also reaches
 * the browser: search links readers to its issues to report a missing result.)
 */
export type EditLinkField = 'docsBranch' | 'docsDir' | 'editLinkPattern';

/** Settings only the build reads: the edit links' and the CMS's (/admin/). */
export type BuildOnlyField = EditLinkField | 'cms';

/** What the browser bundle receives: the parsed values, defaults applied. */
export interface BrowserSiteData {
  site: Omit<SiteConfig, BuildOnlyField>;
  navbar: NavbarConfig;
  sidebars: Pick<SidebarConfig, 'headerDepth'>;
  apiServers: ApiServersConfig;
  sponsors: SponsorsConfig;
  /** Null unless this is a deploy preview (gatsby/lib/preview.ts). */
  preview: PreviewBuild | null;
}

/** When a notice shows, decided on every page: where, and the flag that hides it. */
export interface NoticeRule {
  path?: string;
  match?: string;
  showOnce: boolean;
  keys: Localised;
}

/** What a notice says, loaded with its popup (src/config/noticeContent.generated.json). */
export interface NoticeContent {
  title: Localised;
  /** Sanitised at build time. */
  html: Localised;
  actions: NoticeAction[];
  fullscreen: boolean;
  confirm: boolean;
}

export function isDropdown(item: NavbarItem): item is NavbarDropdown {
  return 'children' in item;
}
