/**
 * What the build knows of each page after Gatsby wrote it, read from the
 * page's data (its query result), never from its HTML: the islands and hosts
 * the code demos and the policies are made from.
 */
import path from 'node:path';
import { pageContentOf, type PageContent } from '../../src/lib/pageContent';
import { alternateSpellings } from '../../src/lib/urls';
import { htmlFileOf, pageDataFileOf } from '../../src/lib/pageFiles.mjs';
import { readJsonOrNull } from './buildRecord';

/** A page's content from its built page data, or null (no content, or no data file). */
export function builtContent(publicDir: string, pagePath: string): PageContent | null {
  const pageData = readJsonOrNull(path.join(publicDir, pageDataFileOf(pagePath)));
  return pageContentOf((pageData as { result?: unknown } | null)?.result);
}

/**
 * The HTML files (relative to public/) that show each page: its own and the
 * trailing-slash copy onPostBuild writes, mapped to the page's path.
 */
export function pagesByHtmlFile(pagePaths: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const pagePath of pagePaths) {
    files.set(htmlFileOf(pagePath), pagePath);
    for (const spelling of alternateSpellings(pagePath).filter((other) => other.endsWith('/')))
      if (!files.has(htmlFileOf(spelling))) files.set(htmlFileOf(spelling), pagePath);
  }
  return files;
}
