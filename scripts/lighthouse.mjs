#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse's mobile and desktop presets over three pages
 * of the production build, served by scripts/serve.mjs (compressed, with the
 * host's headers), three runs each; prints the median of each figure.
 *   node scripts/lighthouse.mjs [--runs 3] [--dir public] [--json file]
 * Build first (`npm run build`).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { median } from './medians.mjs';
import { startServe } from './servedTransfer.mjs';

export const LIGHTHOUSE_PAGES = [
  '/',
  '/guide/install/script.html',
  '/zh/guide/drivers/aliyundrive.html',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

/** The figures of one Lighthouse result that the table shows. */
export function figuresOf(lhr) {
  const figures = {};
  for (const category of CATEGORIES)
    figures[category] = Math.round(lhr.categories[category].score * 100);
  for (const [key, audit] of Object.entries(METRICS)) figures[key] = lhr.audits[audit].numericValue;
  figures.transferKb = lhr.audits['total-byte-weight'].numericValue / 1024;
  // Lighthouse's measure of this machine's speed, to set figures from other machines beside these.
  figures.benchmarkIndex = lhr.environment?.benchmarkIndex ?? 0;
  return figures;
}

/** Median of each figure over several runs. */
export function medianFigures(runs) {
  const result = {};
  for (const key of Object.keys(runs[0])) result[key] = median(runs.map((run) => run[key]));
  return result;
}

/** Runs every page under both presets; resolves with rows of median figures. */
export async function measureLighthouse({
  runs = 3,
  dir = 'public',
  pages = LIGHTHOUSE_PAGES,
  presets = ['mobile', 'desktop'],
} = {}) {
  const server = await startServe(dir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows = [];
  const audit = (page, config) =>
    lighthouse(
      server.origin + page,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      config,
    );
  try {
    // One unmeasured run per page first: the server compresses each file on its first request
    // and keeps the result, as a host serves stored files. Compressing at brotli's best level on
    // this 2-core machine while the page loads delayed its first frame by a second in the
    // measured run, a cost no visitor of a real host pays.
    for (const page of pages) await audit(page);
    for (const preset of presets) {
      for (const page of pages) {
        const results = [];
        for (let run = 0; run < runs; run += 1) {
          const answer = await audit(page, preset === 'desktop' ? desktopConfig : undefined);
          results.push(figuresOf(answer.lhr));
        }
        rows.push({ preset, page, ...medianFigures(results) });
      }
    }
  } finally {
    await chrome.kill();
    server.stop();
  }
  return rows;
}

/**
 * Lighthouse's mobile preset on two builds, alternately: each round runs every
 * page once on one build and then the other, the order swapped each round, so
 * that both see the same machine at the same time. Resolves with, per build,
 * each page's figures of every round.
 */
export async function compareLighthouse({ dirs, rounds = 3, pages = LIGHTHOUSE_PAGES }) {
  const builds = dirs.map((dir) => ({
    dir,
    runs: Object.fromEntries(pages.map((page) => [page, []])),
  }));
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 ? [...builds].reverse() : builds;
    for (const build of order) {
      const rows = await measureLighthouse({ runs: 1, dir: build.dir, pages, presets: ['mobile'] });
      for (const row of rows) build.runs[row.page].push(row);
    }
  }
  return builds;
}

export function formatRows(rows) {
  const header = [
    'preset',
    'page',
    'perf',
    'a11y',
    'bp',
    'seo',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'KB',
  ];
  const lines = rows.map((row) => [
    row.preset,
    row.page,
    row.performance,
    row.accessibility,
    row['best-practices'],
    row.seo,
    Math.round(row.fcp),
    Math.round(row.lcp),
    Math.round(row.tbt),
    row.cls.toFixed(3),
    row.transferKb.toFixed(1),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => String(line[column]).length)),
  );
  const format = (cells) =>
    cells.map((cell, column) => String(cell).padEnd(widths[column])).join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index === -1 ? fallback : args[index + 1];
  };
  const rows = await measureLighthouse({
    runs: Number(option('runs', 3)),
    dir: option('dir', 'public'),
  });
  console.log(formatRows(rows));
  const json = option('json', null);
  if (json) writeFileSync(json, JSON.stringify(rows, null, 2));
}
