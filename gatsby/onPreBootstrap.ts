import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { startAdminForDevelop } from './adminPage';
import { loadGitHistory } from './gitHistory';
import { readSiteData, writeBrowserSiteData } from './lib/siteData';
import { copyMermaid } from './lib/vendorFiles';
import { staticFileRefusals, staticFilesMessage } from './lib/staticFiles';
import { ROOT } from './paths';
import { watchSiteData } from './siteDataWatch';
import { BUILD_ERRORS, buildError } from './errors';

/**
 * Site data is checked before anything else, so a typo stops the build with its
 * file and field; the browser's copy of the parsed values is written here. Then
 * static/, which the host serves as it is.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  try {
    writeBrowserSiteData(readSiteData());
  } catch (error) {
    reporter.panic(buildError(BUILD_ERRORS.siteData, (error as Error).message));
  }
  // static/ is served from the site's origin as it is: no page, script or scripted SVG in it.
  const refused = staticFileRefusals();
  if (refused.length > 0)
    reporter.panicOnBuild(buildError(BUILD_ERRORS.staticFile, staticFilesMessage(refused)));
  if (process.env.gatsby_executing_command === 'develop') {
    watchSiteData(reporter);
    // The content editor (/admin/) builds in the background; its page waits for it.
    startAdminForDevelop(reporter);
  }
  loadGitHistory(reporter);
  // Diagram pages load mermaid's own ES build from here (src/mdx/mermaidModule.ts).
  try {
    copyMermaid(path.join(ROOT, 'public'));
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};
