#!/usr/bin/env node
/**
 * `npm run bench`: how heavy the build and the pages are.
 *  - cold build time (after `gatsby clean`) and its peak memory (sum of RSS of the process tree)
 *  - rebuild time after touching one MDX file (warm cache; median of three)
 *  - pages built
 *  - first-load bytes of the home page and a doc page: HTML, JS, CSS, raw and gzip
 *  - `gatsby develop` in a copy of the project: time until it serves pages,
 *    time from saving an edited MDX file until the bundle is rebuilt, peak memory
 *  - search (scripts/benchSearch.mjs): index size, bytes a search downloads, query latency
 *  - first-load bytes as a host sends them (compressed, through scripts/serve.mjs)
 *  - Lighthouse, mobile and desktop, over three pages (scripts/lighthouse.mjs)
 * Options: --skip-build measures only the existing public/ folder; --skip-lighthouse;
 * --skip-develop leaves out the development server; --skip-search leaves out search.
 */
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
import { startDevelop } from './developServer.mjs';
import { isolatedCopy } from './isolatedCopy.mjs';
import { measureSearch } from './benchSearch.mjs';
import { formatRows, measureLighthouse, median } from './lighthouse.mjs';
import { startServe, transferOf } from './servedTransfer.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { chromium } from '@playwright/test';

const PUBLIC = 'public';
const BUILD_STATS_FILE = path.join('.cache', 'webpack.stats.json');
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
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1' };

/** RSS of a process and all its descendants, in bytes, read from /proc. */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid));
    }, 250);
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peak, output });
    });
  });
}

/** `12.3 s (11.8–14.0 s)`: the median of some timings in seconds, and their range. */
function medianAndRange(seconds) {
  return `${median(seconds).toFixed(1)} s (${Math.min(...seconds).toFixed(1)}–${Math.max(...seconds).toFixed(1)} s)`;
}
const gatsby = path.join('node_modules', '.bin', 'gatsby');
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function htmlFile(page) {
  const relative = page.endsWith('/') ? `${page}index.html` : page;
  return path.join(PUBLIC, relative);
}

/**
 * Scripts the page component needs: Gatsby's HTML only names the runtime, the
 * framework and app; app then loads the template's chunks, listed in
 * webpack.stats.json (kept in .cache/ by the build, BUILD_STATS_FILE in
 * gatsby/paths.ts) under the componentChunkName from the page's page-data.
 */
function componentScripts(page) {
  const stats = JSON.parse(readFileSync(BUILD_STATS_FILE, 'utf8'));
  const pageData = JSON.parse(readFileSync(pageDataFile(page), 'utf8'));
  return (stats.assetsByChunkName[pageData.componentChunkName] ?? [])
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`);
}

function pageDataFile(page) {
  const folder = page === '/' ? 'index' : page.replace(/^\/|\/$/g, '');
  return path.join(PUBLIC, 'page-data', folder, 'page-data.json');
}

/** The JSON a page needs besides its own data: shared static queries and its slices. */
function sharedDataFiles(page) {
  const pageData = JSON.parse(readFileSync(pageDataFile(page), 'utf8'));
  const queries = (pageData.staticQueryHashes ?? []).map((hash) =>
    path.join(PUBLIC, 'page-data', 'sq', 'd', `${hash}.json`),
  );
  const slices = Object.values(pageData.slicesMap ?? {}).map((name) =>
    path.join(PUBLIC, 'slice-data', `${name}.json`),
  );
  return [...queries, ...slices].filter((file) => existsSync(file));
}

/** Bytes of every JSON file under a folder, recursively. */
function jsonBytes(dir) {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) total += jsonBytes(full);
    else if (name.endsWith('.json')) total += statSync(full).size;
  }
  return total;
}

/**
 * How many files a build step rendered, from the build's output:
 * `Building static HTML for pages - 3.6s - 106/106` → 106, `Building slices HTML (106)` → 106.
 */
export function renderedCount(output, step) {
  const line = stripVTControlCharacters(output)
    .split('\n')
    .find((text) => text.includes(step));
  const match = line?.match(/(\d+)\/\d+\s/) ?? line?.match(/\((\d+)\)/);
  return match ? Number(match[1]) : 0;
}

/** What a first visit downloads: the HTML, every script the page runs, its styles and data. */
export function firstLoad(page) {
  const html = readFileSync(htmlFile(page), 'utf8');
  const scripts = [
    ...new Set([
      ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]),
      ...componentScripts(page),
    ]),
  ];
  const stylesheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1],
  );
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join('');
  const read = (url) => readFileSync(path.join(PUBLIC, url.split('?')[0]));
  const sizes = (buffers) => ({
    raw: buffers.reduce((sum, buffer) => sum + buffer.length, 0),
    gzip: buffers.reduce((sum, buffer) => sum + gzipSync(buffer, { level: 9 }).length, 0),
  });
  const data = [
    pageDataFile(page),
    path.join(PUBLIC, 'page-data', 'app-data.json'),
    ...sharedDataFiles(page),
  ]
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file));
  return {
    data: sizes(data),
    html: sizes([Buffer.from(html)]),
    js: sizes(scripts.map(read)),
    css: sizes([Buffer.from(inlineCss), ...stylesheets.map(read)]),
    cssInline: Buffer.byteLength(inlineCss),
    scripts: scripts.length,
    urls: [page, ...scripts, ...stylesheets],
  };
}

function countPages(dir = PUBLIC) {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'page-data' && name !== 'static') count += countPages(full);
    } else if (name.endsWith('.html') && name !== 'index.html') count += 1;
    else if (name === 'index.html') count += 1;
  }
  return count;
}

async function main() {
  const skipBuild = process.argv.includes('--skip-build');
  const results = [];
  let buildLog = '';
  if (!skipBuild) {
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
  const sitemap = readFileSync(path.join(PUBLIC, 'sitemap.xml'), 'utf8');
  results.push([
    'Pages built (sitemap, both locales)',
    String(sitemap.match(/<loc>/g)?.length ?? 0),
  ]);
  results.push(['HTML files written (with spellings and 404s)', String(countPages())]);

  for (const page of DATA_PAGES) {
    const own = readFileSync(pageDataFile(page));
    results.push([
      `Page data of ${page}`,
      `${own.length} B raw, ${gzipSync(own, { level: 9 }).length} B gzip`,
    ]);
  }
  results.push([
    'All page data (page-data/ and slice-data/)',
    kb(jsonBytes(path.join(PUBLIC, 'page-data')) + jsonBytes(path.join(PUBLIC, 'slice-data'))),
  ]);

  const served = await startServe(PUBLIC);
  for (const [name, page] of [
    ['Home', '/'],
    ['Doc page', DOC_PAGE],
  ]) {
    const load = firstLoad(page);
    const transfer = await transferOf(served.origin, load.urls);
    results.push([
      `${name} ${page}: first load as served (HTML, JS, CSS)`,
      `${kb(transfer.bytes)} transferred (${transfer.encodings.join(', ')})`,
    ]);
    results.push([`${name} ${page}: HTML`, `${kb(load.html.raw)} raw, ${kb(load.html.gzip)} gzip`]);
    results.push([
      `${name} ${page}: JS (${load.scripts} files)`,
      `${kb(load.js.raw)} raw, ${kb(load.js.gzip)} gzip`,
    ]);
    results.push([
      `${name} ${page}: CSS (${kb(load.cssInline)} inline)`,
      `${kb(load.css.raw)} raw, ${kb(load.css.gzip)} gzip`,
    ]);
    results.push([`${name} ${page}: JS + CSS gzip`, kb(load.js.gzip + load.css.gzip)]);
    results.push([
      `${name} ${page}: page data (JSON)`,
      `${kb(load.data.raw)} raw, ${kb(load.data.gzip)} gzip`,
    ]);
  }
  served.stop();
  if (!process.argv.includes('--skip-search')) results.push(...(await measureSearch({ buildLog })));
  if (!process.argv.includes('--skip-develop')) results.push(...(await measureDevelop()));
  const lighthouse = process.argv.includes('--skip-lighthouse')
    ? null
    : await measureLighthouse({ dir: PUBLIC });
  const width = Math.max(...results.map(([label]) => label.length));
  console.log('\nBenchmark');
  for (const [label, value] of results) console.log(`  ${label.padEnd(width)}  ${value}`);
  if (lighthouse)
    console.log(`\nLighthouse, median of 3 runs, served compressed\n${formatRows(lighthouse)}`);
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

/**
 * The writer's loop: `gatsby develop` on the real content, in a copy of the
 * project so the production build and its caches stay as they are.
 */
async function measureDevelop() {
  const copy = isolatedCopy(process.cwd(), { name: 'bench-develop' });
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
      cwd: copy.dir,
      env: { CI: '1' },
      onSpawn: (spawned) => {
        pid = spawned;
      },
    });
    // Pages are bundled when a browser asks for them, so the page stays open while the
    // writer edits it, and each round waits until the open page shows the saved sentence.
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const tab = await browser.newPage();
    await tab.goto(server.origin + DOC_PAGE, { timeout: 10 * 60_000 });
    await tab
      .locator('main h1')
      .first()
      .waitFor({ timeout: 10 * 60_000 });
    const shownMs = performance.now() - started;
    const rebuilds = [];
    for (let round = 1; round <= REBUILD_ROUNDS; round += 1) {
      const sentence = `A sentence the bench added, round ${round}.`;
      const saved = performance.now();
      appendFileSync(path.join(copy.dir, TOUCHED), `\n${sentence}\n`);
      await tab.getByText(sentence).waitFor({ timeout: 5 * 60_000 });
      rebuilds.push((performance.now() - saved) / 1000);
    }
    return [
      ['gatsby develop: until it serves pages', `${(server.startMs / 1000).toFixed(1)} s`],
      [
        `gatsby develop: first start until Chromium shows ${DOC_PAGE}`,
        `${(shownMs / 1000).toFixed(1)} s`,
      ],
      [
        `gatsby develop: save until the open page shows it (median of ${REBUILD_ROUNDS})`,
        medianAndRange(rebuilds),
      ],
      ['gatsby develop: peak memory', mb(peak)],
    ];
  } finally {
    clearInterval(timer);
    await browser?.close();
    await server?.stop();
    copy.remove();
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
