/**
 * Typed site data for components. The YAML files are checked by
 * gatsby/onPreBootstrap before anything is built, so here they are only typed.
 */
import navbarData from '../../content/data/navbar.yaml';
import sidebarData from '../../content/data/sidebars.yaml';
import siteData from '../../content/data/site.yaml';
import type { NavbarConfig, SidebarConfig, SiteConfig } from './types';

export const siteConfig = siteData as SiteConfig;
export const navbarConfig = navbarData as NavbarConfig;
export const sidebarConfig = sidebarData as SidebarConfig;

export type * from './types';
export { isDropdown } from './types';
