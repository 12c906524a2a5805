/**
 * Site data for components: the values the build parsed and checked
 * (gatsby/lib/siteData.ts), defaults applied, written at build start to
 * siteData.generated.json. Components never see the raw YAML.
 */
import generated from './siteData.generated.json';
import type { BrowserSiteData } from './types';

// Written from a BrowserSiteData by gatsby/lib/siteData.ts; JSON types cannot say more.
const siteData = generated as unknown as BrowserSiteData;

export const siteConfig = siteData.site;
export const navbarConfig = siteData.navbar;
export const sidebarConfig = siteData.sidebars;
export const apiServersConfig = siteData.apiServers;
export const sponsorsConfig = siteData.sponsors;
export const previewBuild = siteData.preview;

export type * from './types';
export { isDropdown } from './types';
