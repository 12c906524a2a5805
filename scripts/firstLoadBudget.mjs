/**
 * Byte budgets for a page's first load (`npm run size`): every script and stylesheet
 * the browser fetches on a first visit until the network is idle, popups included,
 * each counted as nginx sends it (deploy/nginx/site.conf). scripts/firstLoad.mjs
 * records the files with Chromium; .size-limit.mjs hands size-limit one check per
 * page. The pure parts, tested in firstLoadBudget.test.mjs; see
 * docs/decisions/2026-11-29-byte-budgets.md for why the bytes are counted this way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Each measured page and its budget in KiB (1024 bytes, as `npm run bench` prints KB): its
 * first load from the build npm test makes (`npm run build:test`), measured when the budget
 * was set, and 0.5 KiB. See docs/decisions/2026-11-29-byte-budgets.md for the figures.
 */
export const BUDGETS = {
  '/guide/install/script.html': 121.5,
  '/zh/guide/drivers/aliyundrive.html': 127.5,
};

/** Where scripts/firstLoad.mjs writes what it saw (ignored by git with node_modules). */
export const RECORD_DIR = 'node_modules/.cache/first-load';
export const RECORD_FILE = 'first-load.json';

/** The configuration nginx serves the site with. */
export const NGINX_SITE_CONF = 'deploy/nginx/site.conf';

/** Only these count: what the browser fetches as a script or a stylesheet. */
const COUNTED_TYPES = new Set(['script', 'stylesheet']);

/** @param {string} resourceType Playwright's `request.resourceType()` */
export const isCounted = (resourceType) => COUNTED_TYPES.has(resourceType);

/**
 * nginx's compression of a response built on the fly: `gzip_comp_level` and
 * `gzip_min_length` (smaller bodies are sent as they are).
 *
 * @param {string} conf the text of deploy/nginx/site.conf
 * @returns {{ level: number, minLength: number }}
 */
export function nginxGzip(conf) {
  const setting = (name) => {
    const match = new RegExp(`^\\s*${name}\\s+(\\d+)\\s*;`, 'm').exec(conf);
    if (!match) throw new Error(`${NGINX_SITE_CONF} sets no ${name}`);
    return Number(match[1]);
  };
  return { level: setting('gzip_comp_level'), minLength: setting('gzip_min_length') };
}

/**
 * The body nginx sends for a file: gzip at its level, or the file itself when it is
 * shorter than gzip_min_length.
 *
 * @param {Buffer} file
 * @param {{ level: number, minLength: number }} gzip
 */
export function servedBody(file, gzip) {
  return file.length < gzip.minLength ? file : gzipSync(file, { level: gzip.level });
}

/**
 * The site file a request fetched, as a path in the served folder (`/a/b.js`), or
 * null for another origin (a counted request to one fails the recording: the budget
 * counts the site's own files).
 *
 * @param {string} url
 * @param {string} origin
 */
export function sitePath(url, origin) {
  const parsed = new URL(url);
  if (parsed.origin !== origin) return null;
  const decoded = decodeURIComponent(parsed.pathname);
  if (decoded.split('/').includes('..')) throw new Error(`refused path: ${url}`);
  return decoded;
}

/**
 * A page's name as a folder: `/zh/guide/drivers/aliyundrive.html` →
 * `zh-guide-drivers-aliyundrive.html`, `/` → `index`.
 *
 * @param {string} page
 */
export const pageFolder = (page) => page.replace(/^\/+|\/+$/g, '').replace(/\//g, '-') || 'index';

/**
 * The name of a file's served copy: its position and its base name, in characters a glob
 * reads as themselves.
 *
 * @param {number} index
 * @param {string} file a site path
 */
export const copyName = (index, file) =>
  `${String(index).padStart(3, '0')}-${path.posix.basename(file).replace(/[^\w.-]/g, '_')}`;

/** @param {number} bytes */
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * size-limit's checks, one per budget: the page's served copies, counted as they are
 * (they are compressed already), against its budget. A page the record lacks, or one it
 * saw fetch nothing, is an error, never a pass.
 *
 * @param {{ pages: Record<string, { files: { path: string, copy: string }[] }> }} record
 * @param {Record<string, number>} budgets
 * @param {string} recordDir where the copies are, relative to the configuration
 */
export function sizeLimitChecks(record, budgets, recordDir) {
  return Object.entries(budgets).map(([page, budget]) => {
    const files = record.pages?.[page]?.files ?? [];
    if (files.length === 0) {
      throw new Error(
        `${page}: no scripts or stylesheets recorded; run node scripts/firstLoad.mjs after a build`,
      );
    }
    const limit = Math.round(budget * 1024);
    return {
      name: `${page} first load (scripts and stylesheets, as nginx sends them)`,
      path: files.map((file) => path.posix.join(recordDir, file.copy)),
      limit: `${limit} B`,
      brotli: false,
      message:
        `The first load of ${page} is over its budget of ${kib(limit)} (${limit} B; size-limit ` +
        `prints kB of 1000 B). The files it counts are listed in ${path.posix.join(recordDir, RECORD_FILE)}; ` +
        `the budgets are in scripts/firstLoadBudget.mjs.`,
    };
  });
}

/**
 * Reads the record scripts/firstLoad.mjs wrote under `root`.
 *
 * @param {string} root
 */
export function readRecord(root) {
  const file = path.join(root, RECORD_DIR, RECORD_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(
      `${path.relative(process.cwd(), file)} is missing: run node scripts/firstLoad.mjs after a build`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}
