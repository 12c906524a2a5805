#!/usr/bin/env node
/**
 * `npm run bench`: how heavy the build and the pages are.
 *  - cold build time (after `gatsby clean`) and its peak memory (sum of RSS of the process tree)
 *  - rebuild time after touching one MDX file (warm cache; median of three)
 *  - pages built
 *  - first-load bytes of the home page and a doc page: HTML, JS, CSS, raw and gzip
 *  - `gatsby develop` in a copy of the project: first start (no cache) and second
 *    start (warm .cache) until it serves pages and until Chromium shows a doc page,
 *    a saved edit until the open page shows it, a new file until its sidebar lists
 *    it, peak memory
 *  - search (scripts/benchSearch.mjs): index size, bytes a search downloads, query latency
 *  - first-load bytes as a host sends them (compressed, through scripts/serve.mjs)
 *  - Lighthouse, mobile and desktop, over three pages (scripts/lighthouse.mjs)
 *  - hydration over the same pages: first-load JS + CSS in Chromium, the elements React
 *    owns, blocking time and in-site navigation with the CPU slowed (scripts/benchHydration.mjs)
 * Options: --skip-build measures only the existing public/ folder; --skip-lighthouse;
 * --skip-develop leaves out the development server (--develop-only measures only it); --skip-search leaves out search;
 * --skip-hydration leaves out the hydration figures; --rounds N sets their rounds (5).
 * --compare <dirA> <dirB> measures only the hydration figures and Lighthouse's mobile
 * preset (unless --skip-lighthouse) of two built public/ folders, alternately, and
 * prints both with their ratio; --skip-hydration leaves out the hydration figures there
 * too; --lighthouse-cpu N slows the CPU N times in those Lighthouse runs instead of the
 * preset's 4×, so that this machine can stand in for a slower one.
 * --floor <dir> [--baseline <dir>] sets Lighthouse's mobile figures of a build (and a
 * baseline) beside two floors: the same pages without scripts, and a Gatsby site with
 * React and nothing else (scripts/benchFloor.mjs); --rounds and --lighthouse-cpu apply.
 * --pages N measures only how the build scales: a copy of the project with the
 * content multiplied to N pages (scripts/benchScale.mjs).
 */
import {
  appendFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { commandOptions } from './commandLine.mjs';
import { stripVTControlCharacters } from 'node:util';
import {
  PUBLIC,
  countPages,
  fileSizes,
  gatsby,
  jsonBytes,
  measuredFirstLoad,
  mb,
  medianAndRange,
  renderedCount,
  rowsText,
  run,
  sitemapPages,
  treeRss,
} from './benchTools.mjs';
import { htmlFileOf, pageDataFileOf } from '../src/lib/pageFiles.mjs';
import { measureScale } from './benchScale.mjs';
import { startDevelop } from './developServer.mjs';
import { isolatedCopy } from './isolatedCopy.mjs';
import { measureSearch } from './benchSearch.mjs';
import { compareLighthouse, formatRows, measureLighthouse } from './lighthouse.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { chromium } from '@playwright/test';
import { hydrationTable, measureHydration } from './benchHydration.mjs';
import { measureFloor } from './benchFloor.mjs';
import { kilobytes as kb, lighthouseTable } from './hydrationFigures.mjs';

const TOUCHED = 'content/en/guide/install/docker.mdx';
/** A page whose title shows in its section's sidebar: the bench renames it once. */
const RETITLED = 'content/en/guide/install/script.mdx';
/** Pages whose data the bench weighs: a doc page, a Chinese driver page and an API page. */
const DATA_PAGES = [
  '/guide/install/script.html',
  '/zh/guide/drivers/aliyundrive.html',
  '/guide/api/fs.html',
];
const DOC_PAGE = '/guide/install/docker.html';
const REBUILD_ROUNDS = 3;

/** A built public/ folder of this site: it has a sitemap. */
const isBuild = (folder) => existsSync(path.join(folder, 'sitemap.xml'));

const BOOLEAN = { type: 'boolean', default: false };
const OPTIONS = {
  pages: { type: 'string' },
  rounds: { type: 'string', default: '5' },
  'lighthouse-cpu': { type: 'string' },
  floor: { type: 'string' },
  baseline: { type: 'string' },
  compare: BOOLEAN,
  'develop-only': BOOLEAN,
  'skip-build': BOOLEAN,
  'skip-develop': BOOLEAN,
  'skip-hydration': BOOLEAN,
  'skip-lighthouse': BOOLEAN,
  'skip-search': BOOLEAN,
};

async function main() {
  // The two folders of --compare are its positionals; any other argument is refused.
  const { values: options, positionals } = commandOptions({
    options: OPTIONS,
    allowPositionals: true,
  });
  if (positionals.length > 0 && !options.compare)
    throw new Error(`Only --compare takes folders; unexpected: ${positionals.join(' ')}`);
  if (options.pages !== undefined) {
    const pages = Number(options.pages);
    if (!Number.isInteger(pages) || pages < 1) throw new Error('--pages needs a page count');
    printRows('Scale benchmark', await measureScale(pages));
    return;
  }
  const rounds = Number(options.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds needs a round count');
  const cpuSlowdown =
    options['lighthouse-cpu'] === undefined ? undefined : Number(options['lighthouse-cpu']);
  if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1))
    throw new Error('--lighthouse-cpu needs a slowdown of 1 or more');
  const lighthouseTitle = `\nLighthouse mobile${cpuSlowdown ? `, CPU ${cpuSlowdown}× slower` : ''}, alternated, median (range) of ${rounds} rounds`;
  if (options.floor !== undefined) {
    const { floor: dir, baseline } = options;
    if (!isBuild(dir) || (baseline !== undefined && !isBuild(baseline)))
      throw new Error('--floor and --baseline need built public/ folders');
    const builds = await measureFloor({ dir, baseline, rounds, cpuSlowdown });
    console.log(`${lighthouseTitle}\n${lighthouseTable(builds)}`);
    return;
  }
  if (options.compare) {
    const dirs = positionals;
    if (dirs.length !== 2 || !dirs.every(isBuild))
      throw new Error('--compare needs two built public/ folders');
    if (!options['skip-hydration'])
      printHydration(await measureHydration({ dirs, rounds }), rounds);
    if (!options['skip-lighthouse'])
      console.log(
        `${lighthouseTitle}\n${lighthouseTable(await compareLighthouse({ dirs, rounds, cpuSlowdown }))}`,
      );
    return;
  }
  if (options['develop-only']) {
    printRows('Benchmark', await measureDevelop());
    return;
  }
  const results = [];
  let buildLog = '';
  if (!options['skip-build']) {
    await run(gatsby, ['clean']);
    const cold = await run(gatsby, ['build']);
    buildLog = stripVTControlCharacters(cold.output);
    results.push(
      ['Cold build', `${cold.seconds.toFixed(1)} s`],
      ['Peak memory (cold build)', mb(cold.peak)],
    );

    const original = readFileSync(TOUCHED, 'utf8');
    // Ctrl+C during the rebuild must not leave the bench comment in the content file.
    const restoreAndExit = () => {
      writeFileSync(TOUCHED, original);
      process.exit(130);
    };
    process.once('SIGINT', restoreAndExit);
    process.once('SIGTERM', restoreAndExit);
    try {
      // Timings on a shared 2-core machine vary by several seconds, so the
      // rebuild runs a few times, each after a fresh edit, and reports the median.
      const rebuilds = [];
      for (let round = 1; round <= REBUILD_ROUNDS; round += 1) {
        writeFileSync(TOUCHED, `${original}\n{/* bench ${Date.now()} round ${round} */}\n`);
        rebuilds.push(await run(gatsby, ['build']));
      }
      results.push([
        `Rebuild after editing ${TOUCHED} (median of ${REBUILD_ROUNDS})`,
        medianAndRange(rebuilds.map((rebuild) => rebuild.seconds)),
      ]);
      results.push(['Peak memory (rebuild)', mb(Math.max(...rebuilds.map((r) => r.peak)))]);
    } finally {
      writeFileSync(TOUCHED, original);
      process.off('SIGINT', restoreAndExit);
      process.off('SIGTERM', restoreAndExit);
    }
    results.push(...(await measureSidebarTitleEdit()));
  }
  if (!existsSync(PUBLIC)) throw new Error('No build in public/; run without --skip-build');
  results.push(
    ['Pages built (sitemap, both locales)', String(sitemapPages(PUBLIC))],
    ['HTML files written (with spellings and 404s)', String(countPages())],
  );
  for (const page of DATA_PAGES) {
    const data = fileSizes(path.join(PUBLIC, pageDataFileOf(page)));
    results.push([`Page data of ${page}`, `${data.raw} B raw, ${data.gzip} B gzip`]);
  }
  results.push([
    'All page data (page-data/ and slice-data/)',
    kb(jsonBytes(path.join(PUBLIC, 'page-data')) + jsonBytes(path.join(PUBLIC, 'slice-data'))),
  ]);
  for (const page of ['/', DOC_PAGE]) {
    const html = fileSizes(path.join(PUBLIC, htmlFileOf(page)));
    results.push([`${page}: HTML`, `${kb(html.raw)} raw, ${kb(html.gzip)} gzip`]);
  }
  for (const [page, load] of Object.entries(await measuredFirstLoad(PUBLIC))) {
    results.push([
      `${page}: first load (scripts and stylesheets until idle, gzip 6 as nginx sends them)`,
      `${kb(load.served)} in ${load.files.length} files`,
    ]);
  }
  if (!options['skip-search']) results.push(...(await measureSearch({ buildLog })));
  if (!options['skip-develop']) results.push(...(await measureDevelop()));
  const lighthouse = options['skip-lighthouse'] ? null : await measureLighthouse({ dir: PUBLIC });
  const hydration = options['skip-hydration']
    ? null
    : await measureHydration({ dirs: [PUBLIC], rounds });
  printRows('Benchmark', results);
  if (lighthouse)
    console.log(`\nLighthouse, median of 3 runs, served compressed\n${formatRows(lighthouse)}`);
  if (hydration) printHydration(hydration, rounds);
}

function printHydration(builds, rounds) {
  console.log(
    `\nHydration, first visits served compressed, median (range) of ${rounds} rounds\n${hydrationTable(builds)}`,
  );
}

function printRows(title, rows) {
  console.log(`\n${title}\n${rowsText(rows)}`);
}

/**
 * A title that shows in a sidebar changes: how many page and slice HTML files
 * the next build renders again (a warm rebuild, then the title is restored).
 */
async function measureSidebarTitleEdit() {
  const original = readFileSync(RETITLED, 'utf8');
  const retitled = original.replace(/^title: (.*)$/m, 'title: $1 (renamed by the bench)');
  if (retitled === original) throw new Error(`${RETITLED} has no title line to change`);
  writeFileSync(RETITLED, retitled);
  try {
    const build = await run(gatsby, ['build']);
    return [
      [
        `After renaming ${RETITLED}: page HTML rendered again`,
        String(renderedCount(build.output, 'Building static HTML for pages')),
      ],
      [
        'After renaming it: slice HTML rendered again',
        String(renderedCount(build.output, 'Building slices HTML')),
      ],
    ];
  } finally {
    writeFileSync(RETITLED, original);
    await run(gatsby, ['build']);
  }
}

/** A page added while the server runs, in the section of DOC_PAGE, and the title its sidebar shows. */
const NEW_FILE = 'content/en/guide/install/bench-new-page.mdx';
const NEW_FILE_TITLE = 'A page the bench added';

/**
 * One `gatsby develop` start in `dir`, until Chromium shows DOC_PAGE's heading;
 * `session` then runs with the open tab. Resolves with the start's figures and
 * what `session` returned, and stops the server.
 */
async function developSession(dir, session = async () => null) {
  let server = null;
  let pid = null;
  let peak = 0;
  const timer = setInterval(() => {
    if (pid) peak = Math.max(peak, treeRss(pid));
  }, 250);
  let browser = null;
  try {
    const started = performance.now();
    server = await startDevelop({
      cwd: dir,
      env: { CI: '1' },
      onSpawn: (spawned) => {
        pid = spawned;
      },
    });
    // Pages are bundled when a browser asks for them, so the page stays open while the
    // writer edits it.
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const tab = await browser.newPage();
    await tab.goto(server.origin + DOC_PAGE, { timeout: 10 * 60_000 });
    await tab
      .locator('main h1')
      .first()
      .waitFor({ timeout: 10 * 60_000 });
    const shownMs = performance.now() - started;
    const figures = await session(tab);
    return { servedMs: server.startMs, shownMs, peak, figures };
  } finally {
    clearInterval(timer);
    await browser?.close();
    await server?.stop();
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Where webpack keeps its cache of the development bundle in a checkout. */
const DEVELOP_CACHE = path.join('.cache', 'webpack', 'stage-develop');

/** The newest change to any file of the development bundle's cache, or 0 when there is none. */
function lastCacheWrite(dir) {
  const folder = path.join(dir, DEVELOP_CACHE);
  if (!existsSync(folder)) return 0;
  return Math.max(
    0,
    ...readdirSync(folder).map((file) => statSync(path.join(folder, file)).mtimeMs),
  );
}

/**
 * Waits until webpack has stored the development bundle's cache and left it alone for two
 * seconds, as it does a second after the writer's last edit (gatsby/onCreateWebpackConfig.ts):
 * a writer does not stop the server the instant a page shows, and the second start should
 * measure the cache a real session leaves.
 */
async function cacheStored(dir, { quietMs = 2000, limitMs = 120_000 } = {}) {
  const started = Date.now();
  let last = lastCacheWrite(dir);
  let quietSince = Date.now();
  while (Date.now() - started < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = lastCacheWrite(dir);
    if (now !== last) {
      last = now;
      quietSince = Date.now();
    } else if (last > 0 && Date.now() - quietSince >= quietMs) return;
  }
  throw new Error(`webpack stored no development cache in ${dir} within ${limitMs / 1000} s`);
}

/**
 * The writer's loop: `gatsby develop` on the real content, in a copy of the
 * project so the production build and its caches stay as they are. A first
 * start with no cache, the writer's edits and a new page, then a second start
 * on the cache the first one left.
 */
async function measureDevelop() {
  const copy = isolatedCopy(process.cwd(), { name: 'bench-develop' });
  try {
    const cold = await developSession(copy.dir, async (tab) => {
      const rebuilds = [];
      // Each round waits until the open page shows the saved sentence.
      for (let round = 1; round <= REBUILD_ROUNDS; round += 1) {
        const sentence = `A sentence the bench added, round ${round}.`;
        const saved = performance.now();
        appendFileSync(path.join(copy.dir, TOUCHED), `\n${sentence}\n`);
        await tab.getByText(sentence).waitFor({ timeout: 5 * 60_000 });
        rebuilds.push((performance.now() - saved) / 1000);
      }
      // A new file, listed in the open page's sidebar without a reload.
      const created = performance.now();
      writeFileSync(
        path.join(copy.dir, NEW_FILE),
        `---\ntitle: ${NEW_FILE_TITLE}\n---\n\nA sentence of the new page.\n`,
      );
      await tab
        .getByRole('navigation')
        .getByRole('link', { name: NEW_FILE_TITLE })
        .first()
        .waitFor({ timeout: 5 * 60_000 });
      const newFileMs = performance.now() - created;
      await cacheStored(copy.dir);
      return { rebuilds, newFileMs };
    });
    const warm = await developSession(copy.dir);
    return [
      ['gatsby develop: first start until it serves pages', seconds(cold.servedMs)],
      [`gatsby develop: first start until Chromium shows ${DOC_PAGE}`, seconds(cold.shownMs)],
      [
        `gatsby develop: save until the open page shows it (median of ${REBUILD_ROUNDS})`,
        medianAndRange(cold.figures.rebuilds),
      ],
      ['gatsby develop: new file until its sidebar lists it', seconds(cold.figures.newFileMs)],
      ['gatsby develop: second start (warm .cache) until it serves pages', seconds(warm.servedMs)],
      [`gatsby develop: second start until Chromium shows ${DOC_PAGE}`, seconds(warm.shownMs)],
      ['gatsby develop: peak memory', mb(Math.max(cold.peak, warm.peak))],
    ];
  } finally {
    copy.remove();
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
