#!/usr/bin/env node
/**
 * Search figures for `npm run bench`, measured in Chromium against the build in
 * public/ (served by scripts/serve.mjs), per locale:
 *  - the index on disk: files, raw and gzip bytes, and the build time it adds
 *    (from the build log line, when the bench ran the build);
 *  - what the search button adds to a doc page's first load (scripts/searchFirstLoad.mjs),
 *    against the 2 KB budget;
 *  - bytes the first search of a visit downloads (gzip): the dialog's code and
 *    everything the index sends for the query, for every query of the set in a
 *    visit of its own (the worst and the median);
 *  - bytes each later query downloads (largest and median);
 *  - time from the keystroke that completes a query to its results in the
 *    dialog, over every query of tests/search/queries.<locale>.yaml (median, p95).
 * Run alone with `node scripts/benchSearch.mjs`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { htmlFileOf } from '../src/lib/pageFiles.mjs';
import { LOCALE_CODES, LOCALES } from '../src/lib/localeTable.mjs';
import { PUBLIC, rowsText } from './benchTools.mjs';
import { kilobytes as kb } from './hydrationFigures.mjs';
import { buttonScript, gzipBytes, searchSlotCssGzip } from './searchFirstLoad.mjs';
import { inChromium } from './serveForBench.mjs';

/** The budgets (gzip): what the button adds to a first load, and a visit's first search. */
const BUTTON_BUDGET = 2 * 1024;
const FIRST_SEARCH_BUDGET = 150 * 1024;
/** The doc page whose first load the button's growth is measured on. */
const DOC_PAGE = '/guide/install/docker.html';

const gzipCache = new Map();
/** What a host sends for some paths, gzip-compressed. */
function gzipBytesOf(pathnames) {
  for (const pathname of pathnames)
    if (!gzipCache.has(pathname)) {
      const file = path.join(PUBLIC, decodeURIComponent(pathname));
      let size = 0;
      try {
        if (statSync(file).isFile()) size = gzipBytes(readFileSync(file));
      } catch {
        // Not a file of the build: nothing to count.
      }
      gzipCache.set(pathname, size);
    }
  return pathnames.reduce((sum, pathname) => sum + gzipCache.get(pathname), 0);
}

function indexOnDisk(locale) {
  const folder = path.join(PUBLIC, 'search', locale);
  const files = readdirSync(folder).map((file) => readFileSync(path.join(folder, file)));
  const sum = (sizes) => sizes.reduce((total, size) => total + size, 0);
  return `${files.length} files, ${kb(sum(files.map((bytes) => bytes.length)))} raw, ${kb(sum(files.map(gzipBytes)))} gzip`;
}

const percentile = (values, share) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};

const medianAndP95 = (times) =>
  `median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`;

const bytesOf = (runs) => runs.map((run) => run.bytes);

/** The run of a query that downloaded the most (the first, of several as large). */
const largest = (runs) =>
  runs.reduce((top, run) => (run.bytes > top.bytes ? run : top), { bytes: 0, query: '' });

/**
 * In the page: puts a query in the dialog's field as a keystroke would, and
 * resolves with the milliseconds until its results are drawn: the first change
 * to the results after the engine's answer (the `docs-search-answered` mark),
 * or the answer itself when the results look the same as before.
 */
function timeQuery(query) {
  /* global document, HTMLInputElement, MutationObserver -- runs in the page, through page.evaluate */
  return new Promise((resolve) => {
    const input = document.querySelector('.DocSearch-Input');
    const dropdown = document.querySelector('.DocSearch-Dropdown');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const answered = () =>
      performance
        .getEntriesByName('docs-search-answered')
        .find((mark) => mark.startTime >= started);
    let settled = false;
    const finish = (time) => {
      if (settled) return;
      settled = true;
      observer.disconnect();
      resolve(time);
    };
    const observer = new MutationObserver(() => {
      if (answered()) finish(performance.now() - started);
    });
    observer.observe(dropdown, { childList: true, subtree: true, characterData: true });
    const started = performance.now();
    const unchanged = () => {
      const mark = answered();
      if (mark && performance.now() - mark.startTime > 100) finish(mark.startTime - started);
      else if (performance.now() - started > 5000) finish(Number.NaN);
      else setTimeout(unchanged, 20);
    };
    setTimeout(unchanged, 20);
    setValue.call(input, query);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/**
 * A new visit to `home` (a browser context of its own: nothing cached), loaded until the
 * network is quiet, with the search dialog then opened: `downloaded` lists the paths the
 * tab asks the site for from the moment the dialog is asked for; `ask(query)` times a query.
 */
async function openDialog(browser, origin, home) {
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('docs.languagePrompt', 'stay'));
  await page.goto(origin + home);
  await page.waitForLoadState('networkidle');
  const downloaded = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) downloaded.push(url.pathname);
  });
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Input');
  return { page, downloaded, ask: (query) => page.evaluate(timeQuery, query) };
}

/** The rows of one locale: its index on disk, what its searches download and how fast they answer. */
async function localeRows(browser, origin, locale) {
  const queries = parse(readFileSync(`tests/search/queries.${locale}.yaml`, 'utf8')).map(
    (entry) => entry.query,
  );
  const home = LOCALES[locale].prefix + DOC_PAGE;
  const { page, downloaded, ask } = await openDialog(browser, origin, home);
  const timings = [];
  const later = [];
  for (const query of queries) {
    timings.push(await ask(query));
    await page.waitForLoadState('networkidle');
    later.push({ query, bytes: gzipBytesOf(downloaded.splice(0)) });
  }
  // Later queries only: the first includes loading the dialog and index.
  later.shift();
  const warm = timings.slice(1);
  // The same queries again, now that their pieces and texts are loaded: what
  // the engine and the dialog cost per keystroke.
  const again = [];
  for (const query of queries) again.push(await ask(query));
  // A fresh visit typing each query a letter at a time, as readers do.
  const typing = await typedKeystrokes(browser, origin, home, queries);
  await page.close();
  const firstSearches = [];
  for (const query of queries) firstSearches.push(await firstSearch(browser, origin, home, query));
  const worstFirst = largest(firstSearches);
  const largestLater = largest(later);
  const medianKb = (runs) => kb(percentile(bytesOf(runs), 0.5));
  return [
    [`Search index (${locale}) on disk`, indexOnDisk(locale)],
    [
      `Search (${locale}): first search of a visit (gzip, each query in a fresh visit)`,
      `worst ${kb(worstFirst.bytes)} ("${worstFirst.query}"), median ${medianKb(firstSearches)}; ` +
        `budget ${kb(FIRST_SEARCH_BUDGET)}` +
        (worstFirst.bytes > FIRST_SEARCH_BUDGET ? ' EXCEEDED' : ''),
    ],
    [
      `Search (${locale}): later queries download (gzip)`,
      `largest ${kb(largestLater.bytes)} ("${largestLater.query}"), median ${medianKb(later)}`,
    ],
    [
      `Search (${locale}): whole new query to results (${queries.length - 1} queries)`,
      `${medianAndP95(warm)} (first query ${timings[0].toFixed(0)} ms)`,
    ],
    [`Search (${locale}): same queries, index pieces loaded`, medianAndP95(again)],
    [
      `Search (${locale}): typed a letter at a time (${typing.length} keystrokes)`,
      medianAndP95(typing),
    ],
  ];
}

/**
 * The first search of a visit to `home`, for one query, counting what opening the
 * dialog and answering the query download, gzip. The answer waits for every file it
 * needs (pieces, then the texts of the results shown), so once the results are
 * drawn the count is complete.
 */
async function firstSearch(browser, origin, home, query) {
  const { page, downloaded, ask } = await openDialog(browser, origin, home);
  await ask(query);
  const bytes = gzipBytesOf(downloaded);
  await page.close();
  return { query, bytes };
}

/** Every prefix of every query, typed in a new visit after one opening search. */
async function typedKeystrokes(browser, origin, home, queries) {
  const { page, ask } = await openDialog(browser, origin, home);
  await ask(queries[0]);
  const prefixes = queries
    .slice(1)
    .flatMap((query) => [...query].map((_, end, letters) => letters.slice(0, end + 1).join('')))
    .filter((prefix) => prefix.trim());
  const times = [];
  const stuck = [];
  for (const prefix of prefixes) {
    const time = await ask(prefix);
    if (Number.isNaN(time)) stuck.push(prefix);
    times.push(time);
  }
  await page.close();
  if (stuck.length > 0) console.warn(`No results drawn within 3 s for: ${stuck.join(', ')}`);
  return times;
}

export async function measureSearch({ buildLog = '' } = {}) {
  const results = [];
  const added = buildLog.match(/Built the search indexes in ([\d.]+) s/);
  if (added) results.push(['Search: build time added', `${added[1]} s`]);
  const script = await buttonScript();
  const cssGzip = searchSlotCssGzip(readFileSync(path.join(PUBLIC, htmlFileOf(DOC_PAGE)), 'utf8'));
  const growth = script.gzip + cssGzip;
  results.push([
    `Search button: first-load growth of ${DOC_PAGE} (gzip)`,
    `${kb(growth)} (script ${kb(script.gzip)}, ${script.modules.length} modules of ` +
      `src/search and src/lib/search; styles ${kb(cssGzip)}); budget ${kb(BUTTON_BUDGET)}` +
      (growth > BUTTON_BUDGET ? ' EXCEEDED' : ''),
  ]);
  return inChromium([PUBLIC], async (browser, [origin]) => {
    for (const locale of LOCALE_CODES) results.push(...(await localeRows(browser, origin, locale)));
    return results;
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename)
  console.log(rowsText(await measureSearch()));
