import type { GatsbyNode } from 'gatsby';
import { loadGitHistory } from './gitHistory';
import { loadNavbarConfig, loadSidebarConfig, loadSiteConfig } from './lib/siteData';

/** Site data is checked before anything else, so a typo stops the build with its file and field. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  try {
    loadSiteConfig();
    loadNavbarConfig();
    loadSidebarConfig();
  } catch (error) {
    reporter.panic((error as Error).message);
  }
  loadGitHistory(reporter);
};
