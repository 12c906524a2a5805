/**
 * What the bench scripts share: running a command while sampling the memory of
 * its process tree, medians, and the bytes a page's first visit downloads,
 * read from a build's public/ (in the project or in a copy of it).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../gatsby/lib/filesUnder.mjs';
import { htmlFileOf, pageDataFileOf } from '../src/lib/pageFiles.mjs';
import { stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
import { median } from './medians.mjs';

export const PUBLIC = 'public';
const BUILD_STATS_FILE = path.join('.cache', 'webpack.stats.json');
const BENCH_ENV = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1' };

/** RSS of a process and all its descendants, in bytes, read from /proc. */
export function treeRss(rootPid) {
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

export function run(command, args, { cwd = process.cwd() } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd,
      env: BENCH_ENV,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
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
      if (code !== 0) {
        // The last lines name the step that failed (a build that ran out of memory, say).
        const tail = stripVTControlCharacters(output).trim().split('\n').slice(-15).join('\n');
        reject(
          new Error(`${command} ${args.join(' ')} exited with ${code}; its last output:\n${tail}`),
        );
      } else resolve({ seconds: (performance.now() - started) / 1000, peak, output });
    });
  });
}

/** `12.3 s (11.8–14.0 s)`: the median of some timings in seconds, and their range. */
export function medianAndRange(seconds) {
  return `${median(seconds).toFixed(1)} s (${Math.min(...seconds).toFixed(1)}–${Math.max(...seconds).toFixed(1)} s)`;
}
export const gatsby = path.resolve('node_modules', '.bin', 'gatsby');
export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function htmlFile(page, root) {
  return path.join(root, PUBLIC, htmlFileOf(page));
}

/**
 * Scripts the page component needs: Gatsby's HTML only names the runtime, the
 * framework and app; app then loads the template's chunks, listed in
 * webpack.stats.json (kept in .cache/ by the build, BUILD_STATS_FILE in
 * gatsby/paths.ts) under the componentChunkName from the page's page-data.
 */
function componentScripts(page, root) {
  const stats = JSON.parse(readFileSync(path.join(root, BUILD_STATS_FILE), 'utf8'));
  const pageData = JSON.parse(readFileSync(pageDataFile(page, root), 'utf8'));
  return (stats.assetsByChunkName[pageData.componentChunkName] ?? [])
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`);
}

/**
 * Shortcode → its chunk's name, read from src/lib/mdx/shortcodes.ts (`Tab: 'Tabs'`): webpack's
 * `[request]` of `./<module>`, punctuation runs as `-` (`../tools/p115/Token115` → `tools-p115-Token115`).
 */
function shortcodeModules(root) {
  const source = readFileSync(path.join(root, 'src', 'lib', 'mdx', 'shortcodes.ts'), 'utf8');
  return new Map(
    [...source.matchAll(/^\s+(\w+): '([^']+)',/gm)].map((m) => [
      m[1],
      `./${m[2]}`.replace(/[^a-zA-Z0-9_]+/g, '-').replace(/^-|-$/g, ''),
    ]),
  );
}

/**
 * The chunks of the shortcodes a page's content names, which the page loads before it
 * hydrates (src/mdx/shortcodeRegistry.ts); each is a chunk group `shortcode-<module>`.
 */
function shortcodeScripts(page, root) {
  const stats = JSON.parse(readFileSync(path.join(root, BUILD_STATS_FILE), 'utf8'));
  const pageData = JSON.parse(readFileSync(pageDataFile(page, root), 'utf8'));
  const modules = shortcodeModules(root);
  const groups = new Set();
  const visit = (node) => {
    if (typeof node === 'string') return;
    const [type, , ...children] = node;
    if (modules.has(type)) groups.add(`shortcode-${modules.get(type)}`);
    children.forEach(visit);
  };
  (pageData.result?.data?.mdx?.content ?? []).forEach(visit);
  return [...groups].flatMap((group) =>
    (stats.namedChunkGroups[group]?.assets ?? [])
      .map((asset) => asset.name)
      .filter((file) => file.endsWith('.js'))
      .map((file) => `/${file}`),
  );
}

/** A page's data file in the build of `root`. */
export function pageDataFile(page, root = '.') {
  return path.join(root, PUBLIC, pageDataFileOf(page));
}

/** The JSON a page needs besides its own data: shared static queries and its slices. */
function sharedDataFiles(page, root) {
  const pageData = JSON.parse(readFileSync(pageDataFile(page, root), 'utf8'));
  const queries = (pageData.staticQueryHashes ?? []).map((hash) =>
    path.join(root, PUBLIC, 'page-data', 'sq', 'd', `${hash}.json`),
  );
  const slices = Object.values(pageData.slicesMap ?? {}).map((name) =>
    path.join(root, PUBLIC, 'slice-data', `${name}.json`),
  );
  return [...queries, ...slices].filter((file) => existsSync(file));
}

/** Bytes of every JSON file under a folder, recursively. */
export function jsonBytes(dir) {
  return filesUnder(dir)
    .filter((file) => file.endsWith('.json'))
    .reduce((total, file) => total + statSync(path.join(dir, file)).size, 0);
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
export function firstLoad(page, root = '.') {
  const html = readFileSync(htmlFile(page, root), 'utf8');
  const scripts = [
    ...new Set([
      ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]),
      // The entry scripts, started after the first paint (gatsby/lib/scriptsAfterPaint.ts).
      ...[...html.matchAll(/<link rel="preload" href="([^"]+)" as="script"/g)].map((m) => m[1]),
      ...componentScripts(page, root),
      ...shortcodeScripts(page, root),
    ]),
  ];
  const stylesheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1],
  );
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join('');
  const read = (url) => readFileSync(path.join(root, PUBLIC, url.split('?')[0]));
  const sizes = (buffers) => ({
    raw: buffers.reduce((sum, buffer) => sum + buffer.length, 0),
    gzip: buffers.reduce((sum, buffer) => sum + gzipSync(buffer, { level: 9 }).length, 0),
  });
  const dataFiles = [
    pageDataFile(page, root),
    path.join(root, PUBLIC, 'page-data', 'app-data.json'),
    ...sharedDataFiles(page, root),
  ].filter((file) => existsSync(file));
  const data = dataFiles.map((file) => readFileSync(file));
  // The browser fetches these as it hydrates the first page, so a first load counts them too.
  const dataUrls = dataFiles.map(
    (file) => `/${path.relative(path.join(root, PUBLIC), file).split(path.sep).join('/')}`,
  );
  return {
    data: sizes(data),
    html: sizes([Buffer.from(html)]),
    js: sizes(scripts.map(read)),
    css: sizes([Buffer.from(inlineCss), ...stylesheets.map(read)]),
    cssInline: Buffer.byteLength(inlineCss),
    scripts: scripts.length,
    urls: [page, ...scripts, ...stylesheets, ...dataUrls],
  };
}

/** HTML files outside any `page-data` or `static` folder. */
export function countPages(dir = PUBLIC) {
  return filesUnder(dir).filter(
    (file) =>
      file.endsWith('.html') &&
      !file
        .split('/')
        .slice(0, -1)
        .some((folder) => folder === 'page-data' || folder === 'static'),
  ).length;
}
