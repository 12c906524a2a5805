/**
 * What the bench scripts share: running a command while sampling the memory of
 * its process tree, medians, rows of figures, and the bytes of a build's pages
 * (in the project or in a copy of it).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../gatsby/lib/filesUnder.mjs';
import { NGINX_SITE_CONF, nginxGzip, readRecord, servedBody } from './firstLoadBudget.mjs';
import { stripVTControlCharacters } from 'node:util';
import { alignColumns } from './hydrationFigures.mjs';
import { median } from './medians.mjs';

export const PUBLIC = 'public';
const BENCH_ENV = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1' };

/** `[label, value]` rows as indented lines, the values lined up. */
export const rowsText = (rows) => alignColumns(rows).replace(/^/gm, '  ');

/** RSS of a process and all its descendants, in bytes, read from /proc. */
export function treeRss(rootPid) {
  const rss = new Map();
  const children = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const [pid, parent] = [Number(entry), Number(fields[1])];
      rss.set(pid, Number(fields[21]) * 4096);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(pid);
    } catch {
      // The process ended while we looked.
    }
  }
  const total = (pid) =>
    (children.get(pid) ?? []).reduce((sum, child) => sum + total(child), rss.get(pid) ?? 0);
  return total(rootPid);
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

/**
 * Each budgeted page's first load as `npm run size` measures it (scripts/firstLoad.mjs):
 * every script and stylesheet Chromium fetches until the network is idle, as nginx
 * sends them (gzip 6). `dir` is a build's public/ folder.
 */
export async function measuredFirstLoad(dir) {
  await run(process.execPath, [path.join('scripts', 'firstLoad.mjs'), '--dir', dir]);
  return readRecord('.').pages;
}

/** A file's bytes, raw and as nginx sends it (deploy/nginx/site.conf's gzip settings). */
export function fileSizes(file) {
  const bytes = readFileSync(file);
  const gzip = nginxGzip(readFileSync(NGINX_SITE_CONF, 'utf8'));
  return { raw: bytes.length, gzip: servedBody(bytes, gzip).length };
}

/** HTML files outside any `page-data` or `static` folder. */
export const countPages = (dir = PUBLIC) =>
  filesUnder(dir).filter(
    (file) => file.endsWith('.html') && !/(^|\/)(page-data|static)\//.test(file),
  ).length;

/** The addresses a build's sitemap lists. */
export const sitemapPages = (dir) =>
  readFileSync(path.join(dir, 'sitemap.xml'), 'utf8').match(/<loc>/g)?.length ?? 0;
