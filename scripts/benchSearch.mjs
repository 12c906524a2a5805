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
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { parse } from 'yaml';
import { htmlFileOf } from '../src/lib/pageFiles.mjs';
import { LOCALE_CODES, LOCALES } from '../src/lib/localeTable.mjs';
import { searchButtonFirstLoad } from './searchFirstLoad.mjs';

const PUBLIC = 'public';
const PORT = 9119;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** The budgets (gzip): what the button adds to a first load, and a visit's first search. */
const BUTTON_BUDGET = 2 * 1024;
const FIRST_SEARCH_BUDGET = 150 * 1024;
/** The doc page whose first load the button's growth is measured on. */
const DOC_PAGE = '/guide/install/docker.html';

const gzipCache = new Map();
/** What a host sends for a path, gzip-compressed. */
function gzipBytesOf(pathname) {
  if (!gzipCache.has(pathname)) {
    const file = path.join(PUBLIC, decodeURIComponent(pathname));
    let size = 0;
    try {
      if (statSync(file).isFile()) size = gzipSync(readFileSync(file), { level: 9 }).length;
    } catch {
      size = 0;
    }
    gzipCache.set(pathname, size);
  }
  return gzipCache.get(pathname);
}

function indexOnDisk(locale) {
  const folder = path.join(PUBLIC, 'search', locale);
  let raw = 0;
  let gzip = 0;
  const files = readdirSync(folder);
  for (const file of files) {
    const bytes = readFileSync(path.join(folder, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.length, raw, gzip };
}

const percentile = (values, share) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};

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

async function measureLocale(browser, locale) {
  const queries = parse(readFileSync(`tests/search/queries.${locale}.yaml`, 'utf8')).map(
    (entry) => entry.query,
  );
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('docs.languagePrompt', 'stay'));
  let downloaded = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === ORIGIN) downloaded.push(url.pathname);
  });
  const home = LOCALES[locale].prefix + DOC_PAGE;
  await page.goto(ORIGIN + home);
  await page.waitForLoadState('networkidle');
  const firstLoadRequests = downloaded.length;
  downloaded = [];

  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Input');
  const timings = [];
  const laterBytes = [];
  const largest = { bytes: 0, query: '', files: [] };
  for (const [position, query] of queries.entries()) {
    timings.push(await page.evaluate(timeQuery, query));
    await page.waitForLoadState('networkidle');
    const bytes = downloaded.reduce((sum, pathname) => sum + gzipBytesOf(pathname), 0);
    if (position > 0) laterBytes.push(bytes);
    if (position > 0 && bytes > largest.bytes)
      Object.assign(largest, { bytes, query, files: [...downloaded] });
    downloaded = [];
  }
  // Timings after the first query: the first includes loading the dialog and index.
  const warm = timings.slice(1);
  // The same queries again, now that their pieces and texts are loaded: what
  // the engine and the dialog cost per keystroke.
  const again = [];
  for (const query of queries) again.push(await page.evaluate(timeQuery, query));
  // A fresh visit typing each query a letter at a time, as readers do.
  const typing = await typedKeystrokes(browser, home, queries);
  await page.close();
  const firstSearches = await firstSearchOfEachQuery(browser, home, queries);
  const worstFirst = firstSearches.reduce((worst, run) => (run.bytes > worst.bytes ? run : worst));
  return {
    locale,
    queries: queries.length,
    firstLoadRequests,
    worstFirst,
    medianFirst: percentile(
      firstSearches.map((run) => run.bytes),
      0.5,
    ),
    laterMax: Math.max(...laterBytes),
    largestQuery: largest.query,
    laterMedian: percentile(laterBytes, 0.5),
    first: timings[0],
    median: percentile(warm, 0.5),
    p95: percentile(warm, 0.95),
    loadedMedian: percentile(again, 0.5),
    loadedP95: percentile(again, 0.95),
    keystrokes: typing.length,
    typedMedian: percentile(typing, 0.5),
    typedP95: percentile(typing, 0.95),
  };
}

/**
 * The first search of a visit, once per query: each in a browser context of its
 * own (nothing cached), from the loaded page, counting what opening the dialog
 * and answering the query download, gzip. The answer waits for every file it
 * needs (pieces, then the texts of the results shown), so once the results are
 * drawn the count is complete.
 */
async function firstSearchOfEachQuery(browser, home, queries) {
  const runs = [];
  for (const query of queries) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('docs.languagePrompt', 'stay'));
    await page.goto(ORIGIN + home);
    await page.waitForLoadState('networkidle');
    const downloaded = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === ORIGIN) downloaded.push(url.pathname);
    });
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Input');
    await page.evaluate(timeQuery, query);
    const bytes = downloaded.reduce((sum, pathname) => sum + gzipBytesOf(pathname), 0);
    runs.push({ query, bytes });
    await context.close();
  }
  return runs;
}

/** Every prefix of every query, typed in a new visit after one opening search. */
async function typedKeystrokes(browser, home, queries) {
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('docs.languagePrompt', 'stay'));
  await page.goto(ORIGIN + home);
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Input');
  await page.evaluate(timeQuery, queries[0]);
  const times = [];
  const stuck = [];
  for (const query of queries.slice(1)) {
    const letters = [...query];
    for (let end = 1; end <= letters.length; end += 1) {
      const prefix = letters.slice(0, end).join('');
      if (!prefix.trim()) continue;
      const time = await page.evaluate(timeQuery, prefix);
      if (Number.isNaN(time)) stuck.push(prefix);
      times.push(time);
    }
  }
  await page.close();
  if (stuck.length > 0) console.warn(`No results drawn within 3 s for: ${stuck.join(', ')}`);
  return times;
}

export async function measureSearch({ buildLog = '' } = {}) {
  const results = [];
  const added = buildLog.match(/Built the search indexes in ([\d.]+) s/);
  if (added) results.push(['Search: build time added', `${added[1]} s`]);
  const button = await searchButtonFirstLoad(path.join(PUBLIC, htmlFileOf(DOC_PAGE)));
  const growth = button.scriptGzip + button.cssGzip;
  results.push([
    `Search button: first-load growth of ${DOC_PAGE} (gzip)`,
    `${kb(growth)} (script ${kb(button.scriptGzip)}, ${button.modules.length} modules of ` +
      `src/search and src/lib/search; styles ${kb(button.cssGzip)}); budget ${kb(BUTTON_BUDGET)}` +
      (growth > BUTTON_BUDGET ? ' EXCEEDED' : ''),
  ]);
  const server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT)], { stdio: 'ignore' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ARGS,
  });
  try {
    for (let tries = 0; tries < 50; tries += 1) {
      if (
        await fetch(`${ORIGIN}/`).then(
          (response) => response.ok,
          () => false,
        )
      )
        break;
      await new Promise((done) => setTimeout(done, 100));
    }
    for (const locale of LOCALE_CODES) {
      const disk = indexOnDisk(locale);
      results.push([
        `Search index (${locale}) on disk`,
        `${disk.files} files, ${kb(disk.raw)} raw, ${kb(disk.gzip)} gzip`,
      ]);
      const run = await measureLocale(browser, locale);
      results.push([
        `Search (${locale}): first search of a visit (gzip, each query in a fresh visit)`,
        `worst ${kb(run.worstFirst.bytes)} ("${run.worstFirst.query}"), median ` +
          `${kb(run.medianFirst)}; budget ${kb(FIRST_SEARCH_BUDGET)}` +
          (run.worstFirst.bytes > FIRST_SEARCH_BUDGET ? ' EXCEEDED' : ''),
      ]);
      results.push([
        `Search (${locale}): later queries download (gzip)`,
        `largest ${kb(run.laterMax)} ("${run.largestQuery}"), median ${kb(run.laterMedian)}`,
      ]);
      results.push([
        `Search (${locale}): whole new query to results (${run.queries - 1} queries)`,
        `median ${run.median.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms (first query ${run.first.toFixed(0)} ms)`,
      ]);
      results.push([
        `Search (${locale}): same queries, index pieces loaded`,
        `median ${run.loadedMedian.toFixed(1)} ms, p95 ${run.loadedP95.toFixed(1)} ms`,
      ]);
      results.push([
        `Search (${locale}): typed a letter at a time (${run.keystrokes} keystrokes)`,
        `median ${run.typedMedian.toFixed(1)} ms, p95 ${run.typedP95.toFixed(1)} ms`,
      ]);
    }
  } finally {
    await browser.close();
    server.kill();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measureSearch();
  const width = Math.max(...results.map(([label]) => label.length));
  for (const [label, value] of results) console.log(`  ${label.padEnd(width)}  ${value}`);
}
