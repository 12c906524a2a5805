import fs from 'node:fs';
import type { Reporter } from 'gatsby';
import { readSiteData, writeBrowserSiteData } from './lib/siteData';
import { DATA_DIR } from './paths';

/**
 * During `gatsby develop`, an edit to a site data file is checked at once and,
 * when valid, reaches the browser through the regenerated module (webpack
 * reloads it). A mistake is reported and the last good values stay, so a
 * half-typed edit never takes the server down. Sidebar sections and redirects
 * shape the page list, which is made once per start: those need a restart.
 */
export function watchSiteData(reporter: Reporter): void {
  let timer: NodeJS.Timeout | undefined;
  const refresh = () => {
    try {
      if (writeBrowserSiteData(readSiteData())) reporter.info('Site data updated');
    } catch (error) {
      reporter.error((error as Error).message);
    }
  };
  const watcher = fs.watch(DATA_DIR, (_event, file) => {
    if (!file?.endsWith('.yaml')) return;
    clearTimeout(timer);
    // Editors write a file in several steps; wait until they are done.
    timer = setTimeout(refresh, 100);
  });
  watcher.unref();
}
