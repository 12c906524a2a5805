/**
 * Site data for components: the values the build parsed and checked
 * (gatsby/lib/siteData.ts), defaults applied, written at build start to
 * siteData.generated.json. Components never see the raw YAML.
 */
import generated from './siteData.generated.json';
import type { BrowserSiteData } from './types';

const siteData = generated as BrowserSiteData;

export const siteConfig = siteData.site;
export const navbarConfig = siteData.navbar;
export const sidebarConfig = siteData.sidebars;

export type * from './types';
export { isDropdown } from './types';
