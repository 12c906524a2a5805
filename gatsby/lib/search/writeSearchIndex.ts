/**
 * Builds each locale's search files from the built pages and writes them to
 * public/search/<locale>/. Runs in onPostBuild, when every page's HTML exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOCALE_CODES, type Locale } from '../../../src/lib/locales';
import type { Crumb } from '../../../src/lib/pageContext';
import { SEARCH_META_FILE, searchIndexBase } from '../../../src/lib/search/format';
import { buildSearchFiles, type PageToIndex } from './buildIndex';

export interface PageForSearch {
  path: string;
  locale: Locale;
  title: string;
  breadcrumbs: readonly Crumb[];
}

export interface SearchIndexReport {
  locale: Locale;
  pages: number;
  sections: number;
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/** A page's place in the site, from the crumbs between Home and the page itself. */
export const sectionLabel = (crumbs: readonly Crumb[]) =>
  crumbs
    .slice(1, -1)
    .map((crumb) => crumb.text)
    .filter(Boolean)
    .join(' › ');

const htmlFileOf = (publicDir: string, pagePath: string) =>
  path.join(publicDir, pagePath.endsWith('/') ? `${pagePath}index.html` : pagePath);

/** Writes the files and returns their paths relative to publicDir, with a report per locale. */
export function writeSearchIndex(
  publicDir: string,
  pages: readonly PageForSearch[],
): { written: string[]; reports: SearchIndexReport[] } {
  const written: string[] = [];
  const reports: SearchIndexReport[] = [];
  for (const locale of LOCALE_CODES) {
    const toIndex: PageToIndex[] = pages
      .filter((page) => page.locale === locale && fs.existsSync(htmlFileOf(publicDir, page.path)))
      .sort((a, b) => a.path.localeCompare(b.path))
      .map((page) => ({
        path: page.path,
        title: page.title,
        section: sectionLabel(page.breadcrumbs),
        html: fs.readFileSync(htmlFileOf(publicDir, page.path), 'utf8'),
      }));
    const { meta, files } = buildSearchFiles(locale, toIndex);
    files.set(SEARCH_META_FILE, JSON.stringify(meta));
    const folder = path.join(publicDir, searchIndexBase(locale));
    fs.mkdirSync(folder, { recursive: true });
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const [name, contents] of files) {
      fs.writeFileSync(path.join(folder, name), contents);
      written.push(path.relative(publicDir, path.join(folder, name)));
      rawBytes += Buffer.byteLength(contents);
      gzipBytes += gzipSync(contents).length;
    }
    reports.push({
      locale,
      pages: meta.pages.length,
      sections: meta.sections.length,
      files: files.size,
      rawBytes,
      gzipBytes,
    });
  }
  return { written, reports };
}
