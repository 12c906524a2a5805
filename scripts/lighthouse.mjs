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
import { commandOptions } from './commandLine.mjs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { alignColumns } from './hydrationFigures.mjs';
import { median, roundOrder } from './medians.mjs';
import { startServe } from './serveForBench.mjs';

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
  figures.cpuSlowdown = lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 0;
  return figures;
}

/** Median of each figure over several runs. */
const medianFigures = (runs) =>
  Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));

/**
 * A server over `dir` and one Chromium for Lighthouse, warmed: one unmeasured
 * run per page first, because the server compresses each file on its first
 * request and keeps the result, as a host serves stored files. Compressing at
 * brotli's best level on this 2-core machine while the page loads delayed its
 * first frame by a second in the measured run, a cost no visitor of a real host
 * pays. `audit(page, config)` resolves with Lighthouse's result.
 */
async function openSession(dir) {
  const server = await startServe(dir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const audit = (page, config) =>
    lighthouse(
      server.origin + page,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      config,
    );
  const close = async () => {
    await chrome.kill();
    server.stop();
  };
  try {
    for (const page of LIGHTHOUSE_PAGES) await audit(page);
  } catch (error) {
    await close();
    throw error;
  }
  return { audit, close };
}

/**
 * Lighthouse's mobile preset with the CPU slowed `cpuSlowdown` times instead of its
 * 4×: a slower phone, or this machine standing in for a slower one (a baseline that
 * scores 95–100 here can be brought to the scores another machine gave it). Lighthouse
 * merges these settings into its defaults, so the preset's network stays.
 */
export function mobileConfig(cpuSlowdown) {
  if (!cpuSlowdown) return undefined;
  return {
    extends: 'lighthouse:default',
    settings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } },
  };
}

/** Runs every page under both presets; resolves with rows of median figures. */
export async function measureLighthouse({ runs = 3, dir }) {
  const session = await openSession(dir);
  const rows = [];
  try {
    for (const preset of ['mobile', 'desktop'])
      for (const page of LIGHTHOUSE_PAGES) {
        const results = [];
        for (let run = 0; run < runs; run += 1) {
          const config = preset === 'desktop' ? desktopConfig : undefined;
          results.push(figuresOf((await session.audit(page, config)).lhr));
        }
        rows.push({ preset, page, ...medianFigures(results) });
      }
  } finally {
    await session.close();
  }
  return rows;
}

/**
 * Lighthouse's mobile preset on two builds, alternately: each round runs every
 * page once on one build and then the other, the order swapped each round, so
 * that both see the same machine at the same time. Each build keeps its server
 * and browser for the whole run. Resolves with, per build, each page's figures
 * of every round.
 */
export async function compareLighthouse({ dirs, rounds = 3, cpuSlowdown }) {
  const config = mobileConfig(cpuSlowdown);
  const builds = [];
  try {
    for (const dir of dirs)
      builds.push({
        dir,
        session: await openSession(dir),
        runs: Object.fromEntries(LIGHTHOUSE_PAGES.map((page) => [page, []])),
      });
    for (let round = 0; round < rounds; round += 1)
      for (const build of roundOrder(builds, round))
        for (const page of LIGHTHOUSE_PAGES) {
          const figures = figuresOf((await build.session.audit(page, config)).lhr);
          if (cpuSlowdown && figures.cpuSlowdown !== cpuSlowdown)
            throw new Error(
              `Lighthouse ran with the CPU ${figures.cpuSlowdown}× slower, not ${cpuSlowdown}×`,
            );
          build.runs[page].push(figures);
        }
  } finally {
    for (const build of builds) await build.session.close();
  }
  return builds.map(({ dir, runs }) => ({ dir, runs }));
}

/** The table's columns: a heading and how a row of median figures shows in it. */
const COLUMNS = [
  ['preset', (row) => row.preset],
  ['page', (row) => row.page],
  ['perf', (row) => row.performance],
  ['a11y', (row) => row.accessibility],
  ['bp', (row) => row['best-practices']],
  ['seo', (row) => row.seo],
  ['FCP ms', (row) => Math.round(row.fcp)],
  ['LCP ms', (row) => Math.round(row.lcp)],
  ['TBT ms', (row) => Math.round(row.tbt)],
  ['CLS', (row) => row.cls.toFixed(3)],
  ['KB', (row) => row.transferKb.toFixed(1)],
];

export const formatRows = (rows) =>
  alignColumns([
    COLUMNS.map(([heading]) => heading),
    ...rows.map((row) => COLUMNS.map(([, cell]) => cell(row))),
  ]);

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { values: options } = commandOptions({
    options: {
      runs: { type: 'string', default: '3' },
      dir: { type: 'string', default: 'public' },
      json: { type: 'string' },
    },
  });
  const rows = await measureLighthouse({ runs: Number(options.runs), dir: options.dir });
  console.log(formatRows(rows));
  if (options.json) writeFileSync(options.json, JSON.stringify(rows, null, 2));
}
