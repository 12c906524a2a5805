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
import { buildSearchFiles, type PageToIndex } from './buildIndex';
import { sourceDigest } from '../sourceDigest';
import { readJsonOrNull } from '../readJsonOrNull';
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

const htmlFileOf = (publicDir: string, pagePath: string) =>
  path.join(publicDir, pagePath.endsWith('/') ? `${pagePath}index.html` : pagePath);

/** What a locale's index was built from: every page's address, title, section and HTML, and the indexer's code. */
export function indexInputDigest(pages: readonly PageToIndex[], code: string): string {
  const hash = createHash('sha256').update(code);
  for (const page of pages)
    hash.update(JSON.stringify([page.path, page.title, page.section, page.html]));
  return hash.digest('hex');
}

interface BuiltIndex {
  digest: string;
  files: string[];
  report: SearchIndexReport;
}

/**
 * Writes the files and returns their paths relative to publicDir, with a report per locale.
 * A locale whose pages and indexer are as they were for the files still in public/ keeps
 * them: a rebuild after editing an English page leaves the Chinese index alone.
 */
export function writeSearchIndex(
  publicDir: string,
  pages: readonly PageForSearch[],
  cacheDir: string | null = null,
): { written: string[]; reports: SearchIndexReport[]; reused: Locale[] } {
  const written: string[] = [];
  const reports: SearchIndexReport[] = [];
  const reused: Locale[] = [];
  const code = cacheDir
    ? sourceDigest([
        path.join(ROOT, 'gatsby', 'lib', 'search'),
        path.join(ROOT, 'src', 'lib', 'search'),
      ])
    : '';
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
    const folder = path.join(publicDir, searchIndexBase(locale));
    const builtFile = cacheDir && path.join(cacheDir, `search-index-${locale}.json`);
    const digest = builtFile ? indexInputDigest(toIndex, code) : '';
    const built = readJsonOrNull(builtFile) as BuiltIndex | null;
    if (
      built?.digest === digest &&
      built.files.every((file) => fs.existsSync(path.join(publicDir, file)))
    ) {
      written.push(...built.files);
      reports.push(built.report);
      reused.push(locale);
      continue;
    }
    const { meta, files } = buildSearchFiles(locale, toIndex);
    files.set(SEARCH_META_FILE, JSON.stringify(meta));
    const localeFiles: string[] = [];
    fs.mkdirSync(folder, { recursive: true });
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const [name, contents] of files) {
      fs.writeFileSync(path.join(folder, name), contents);
      localeFiles.push(path.relative(publicDir, path.join(folder, name)));
      rawBytes += Buffer.byteLength(contents);
      gzipBytes += gzipSync(contents).length;
    }
    const report = {
      locale,
      pages: meta.pages.length,
      sections: meta.sections.length,
      files: files.size,
      rawBytes,
      gzipBytes,
    };
    written.push(...localeFiles);
    reports.push(report);
    if (builtFile) {
      fs.mkdirSync(path.dirname(builtFile), { recursive: true });
      fs.writeFileSync(builtFile, JSON.stringify({ digest, files: localeFiles, report }));
    }
  }
  return { written, reports, reused };
}
