/**
 * Builds each locale's search files from the built pages and writes them to
 * public/search/<locale>/. Runs in onPostBuild, when every page's HTML exists.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOCALE_CODES, type Locale } from '../../../src/lib/locales';
import type { Crumb } from '../../../src/lib/pageContext';
import { SEARCH_META_FILE, searchIndexBase } from '../../../src/lib/search/format';
import { indexSections, type PageWithSections } from './buildIndex';
import { extractSections, type PageSection } from './extractSections';
import { buildRecord } from '../buildRecord';
import { htmlFileOf } from '../../../src/lib/pageFiles.mjs';
import { ROOT } from '../../paths';

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

/** What a locale's index was built from: every page's address, title, section and sections. */
function indexInputDigest(pages: readonly PageWithSections[]): string {
  const hash = createHash('sha256');
  for (const page of pages)
    hash.update(JSON.stringify([page.path, page.title, page.section, page.sections]));
  return hash.digest('hex');
}

/** What the last build made for a locale, kept in the cache folder by the indexer's code. */
interface BuiltIndex {
  digest: string;
  files: string[];
  report: SearchIndexReport;
  /** Each file's gzip size by name; a name changes with its content, so a kept name keeps its size. */
  gzipSizes: Record<string, number>;
  /** Each page's sections by address, as read from its HTML. */
  sections: Record<string, readonly PageSection[]>;
}

export interface SearchIndexOptions {
  /** Where each locale's record of its last index is kept; null keeps none and reuses nothing. */
  cacheDir?: string | null;
  /**
   * The HTML files (relative to publicDir) written since the last build
   * (gatsby/lib/htmlSnapshot.ts); the other pages' sections come from the record
   * without reading their HTML. Null reads every page.
   */
  written?: ReadonlySet<string> | null;
}

/**
 * Writes the files and returns their paths relative to publicDir, with a report per locale.
 * A locale whose pages and indexer are as they were for the files still in public/ keeps
 * them: a rebuild after editing an English page leaves the Chinese index alone. A locale
 * that is indexed again reads only the pages written since, and writes only the files whose
 * (content-hashed) names are new.
 */
export function writeSearchIndex(
  publicDir: string,
  pages: readonly PageForSearch[],
  { cacheDir = null, written = null }: SearchIndexOptions = {},
): { written: string[]; reports: SearchIndexReport[]; reused: Locale[] } {
  const output: string[] = [];
  const reports: SearchIndexReport[] = [];
  const reused: Locale[] = [];
  for (const locale of LOCALE_CODES) {
    // Sections read by other code are read again.
    const record = buildRecord<BuiltIndex>(
      cacheDir && path.join(cacheDir, `search-index-${locale}.json`),
      [path.join(ROOT, 'gatsby', 'lib', 'search'), path.join(ROOT, 'src', 'lib', 'search')],
    );
    const built = record.read();
    const keptSections = written && built ? built.sections : {};
    const toIndex: PageWithSections[] = pages
      .filter(
        (page) =>
          page.locale === locale && fs.existsSync(path.join(publicDir, htmlFileOf(page.path))),
      )
      .sort((a, b) => a.path.localeCompare(b.path))
      .map((page) => {
        const file = path.join(publicDir, htmlFileOf(page.path));
        const kept = written?.has(htmlFileOf(page.path)) ? undefined : keptSections[page.path];
        return {
          path: page.path,
          title: page.title,
          section: sectionLabel(page.breadcrumbs),
          sections: kept ?? extractSections(fs.readFileSync(file, 'utf8')),
        };
      });
    const digest = cacheDir ? indexInputDigest(toIndex) : '';
    if (
      built?.digest === digest &&
      built.files.every((file) => fs.existsSync(path.join(publicDir, file)))
    ) {
      output.push(...built.files);
      reports.push(built.report);
      reused.push(locale);
      continue;
    }
    const { meta, files } = indexSections(locale, toIndex);
    files.set(SEARCH_META_FILE, JSON.stringify(meta));
    const folder = path.join(publicDir, searchIndexBase(locale));
    fs.mkdirSync(folder, { recursive: true });
    const localeFiles: string[] = [];
    const gzipSizes: Record<string, number> = {};
    let rawBytes = 0;
    for (const [name, contents] of files) {
      const file = path.join(folder, name);
      const keptSize = name === SEARCH_META_FILE ? undefined : built?.gzipSizes?.[name];
      if (keptSize !== undefined && fs.existsSync(file)) {
        gzipSizes[name] = keptSize;
      } else {
        fs.writeFileSync(file, contents);
        gzipSizes[name] = gzipSync(contents).length;
      }
      localeFiles.push(path.relative(publicDir, file));
      rawBytes += Buffer.byteLength(contents);
    }
    const report = {
      locale,
      pages: meta.pages.length,
      sections: meta.sections.length,
      files: files.size,
      rawBytes,
      gzipBytes: Object.values(gzipSizes).reduce((sum, size) => sum + size, 0),
    };
    output.push(...localeFiles);
    reports.push(report);
    const sections = Object.fromEntries(toIndex.map((page) => [page.path, page.sections]));
    record.write({ digest, files: localeFiles, report, gzipSizes, sections });
  }
  return { written: output, reports, reused };
}
