/**
 * Which pages the built index lists (public/search/<locale>/meta.json): every
 * doc and tool page of the content folder, found from the files themselves, so
 * a new content file must be searchable after the next build with no code
 * change; and never the 404 page, a redirect stub or another spelling of a page.
 * Runs after the production build, like quality.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { plainValue } from '../../gatsby/lib/frontmatter';
import { templateFor } from '../../gatsby/lib/pagePlan';
import { localisedRedirects } from '../../gatsby/lib/redirects';
import { loadRedirects } from '../../gatsby/lib/siteData';
import { CONTENT_ROOT } from '../../gatsby/paths';
import { readFrontMatter } from '../../src/lib/content/frontMatter.mjs';
import { SHARED_FOLDER } from '../../src/lib/mdx/remarkShared';
import { LOCALE_CODES, type Locale } from '../../src/lib/locales';
import { SEARCH_META_FILE, searchIndexBase, type SearchMeta } from '../../src/lib/search/format';
import {
  alternateSpellings,
  canonicalPagePath,
  localeFromPath,
  localisedPagePath,
} from '../../src/lib/urls';

const PUBLIC = path.join(__dirname, '..', '..', 'public');

function readMeta(locale: Locale): SearchMeta {
  const file = path.join(PUBLIC, searchIndexBase(locale), SEARCH_META_FILE);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SearchMeta;
}

const contentFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? contentFiles(path.join(dir, entry.name))
        : /\.mdx?$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    );

/**
 * The addresses of a locale's content files that the doc or tool template
 * renders and that have something below their front matter: the pages search
 * must know. Home and portfolio pages are not searched.
 */
function searchablePages(locale: Locale): string[] {
  const folder = path.join(CONTENT_ROOT, locale);
  return contentFiles(folder).flatMap((file) => {
    const relativePath = path.relative(folder, file).split(path.sep).join('/');
    // A shared text is part of the pages that show it, not a page.
    if (relativePath.startsWith(`${SHARED_FOLDER}/`)) return [];
    const { data, body } = readFrontMatter(fs.readFileSync(file, 'utf8'));
    const template = templateFor({
      relativePath,
      home: plainValue('home', data.home) === true,
      portfolio: plainValue('portfolio', data.portfolio) === true,
    });
    const searchable = (template === 'doc' || template === 'tool') && body.trim() !== '';
    return searchable ? [localisedPagePath(relativePath, locale)] : [];
  });
}

describe.each(LOCALE_CODES)('the %s search index', (locale) => {
  const indexed = readMeta(locale).pages.map((page) => page.path);

  it('lists every doc and tool page of the content folder', () => {
    const expected = searchablePages(locale);
    // A content tree with no pages would make the check below pass on nothing.
    expect(expected.length).toBeGreaterThan(50);
    expect(expected.filter((page) => !indexed.includes(page))).toEqual([]);
  });

  it('lists only pages of its own locale', () => {
    expect(indexed.filter((page) => localeFromPath(page) !== locale)).toEqual([]);
  });

  it('leaves out the 404 page', () => {
    expect(indexed.filter((page) => /\/404(\.html|\/)?$|dev-404-page/.test(page))).toEqual([]);
  });

  it('leaves out the stubs at moved addresses', () => {
    const stubs = localisedRedirects(loadRedirects())
      .map((redirect) => redirect.from)
      .filter((from) => localeFromPath(from) === locale);
    expect(stubs.length).toBeGreaterThan(0);
    const stubSpellings = new Set(stubs.flatMap((from) => [from, ...alternateSpellings(from)]));
    expect(indexed.filter((page) => stubSpellings.has(page))).toEqual([]);
  });

  it('lists each page once, at its canonical address', () => {
    expect(indexed.filter((page, position) => indexed.indexOf(page) !== position)).toEqual([]);
    expect(indexed.filter((page) => canonicalPagePath(page) !== page)).toEqual([]);
    const otherSpellings = new Set(indexed.flatMap((page) => alternateSpellings(page)));
    expect(indexed.filter((page) => otherSpellings.has(page))).toEqual([]);
  });
});
