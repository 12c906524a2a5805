#!/usr/bin/env node
/**
 * Records each budgeted page's first load for `npm run size`: Chromium opens the page
 * in a fresh profile (a first visit: no stored choices, so the notices show) from
 * scripts/serve.mjs over a build, and every script and stylesheet it requests until the
 * network is idle is noted. Each file's body as nginx sends it is written beside the
 * record, for size-limit to count (.size-limit.mjs).
 *
 *   node scripts/firstLoad.mjs [--dir public]
 *
 * Writes node_modules/.cache/first-load/first-load.json and a folder of copies per page;
 * prints each page's total.
 */
import fs from 'node:fs';
import path from 'node:path';
import { commandOptions } from './commandLine.mjs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import {
  BUDGETS,
  copyName,
  isCounted,
  nginxGzip,
  NGINX_SITE_CONF,
  pageFolder,
  RECORD_DIR,
  RECORD_FILE,
  servedBody,
  sitePath,
} from './firstLoadBudget.mjs';
import { startServe } from './serveForBench.mjs';

const { dir } = commandOptions({ options: { dir: { type: 'string', default: 'public' } } }).values;
if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`No build in ${dir}: run npm run build first.`);
  process.exit(1);
}

// webpack names modules by their path from the project: node_modules linked in from another
// checkout renames them all, which moves the compressed sizes by about half a KiB.
if (fs.lstatSync('node_modules').isSymbolicLink()) {
  console.warn(
    'node_modules is a link to another folder: module names differ from a clean clone, so these sizes may differ from CI by about 0.5 KiB.',
  );
}

const gzip = nginxGzip(fs.readFileSync(NGINX_SITE_CONF, 'utf8'));
/** How long the network stays quiet before the load counts as over (Playwright's `networkidle`). */
const QUIET_MS = 500;
/** The reader's language: the page's own, as most first visits are. */
const browserLocale = (page) => (page.startsWith('/zh/') ? 'zh-CN' : 'en-US');

/**
 * The site paths of the scripts and stylesheets a first visit to `page` fetches, in order,
 * and the addresses of those it asked other hosts for (head scripts of site.yaml: not
 * counted, there is no file of theirs to measure).
 */
async function fetchedFiles(browser, origin, page) {
  const context = await browser.newContext({ locale: browserLocale(page) });
  const tab = await context.newPage();
  const files = [];
  const elsewhere = [];
  let open = 0;
  let lastActivity = Date.now();
  const settled = () => {
    open -= 1;
    lastActivity = Date.now();
  };
  tab.on('requestfinished', settled);
  tab.on('requestfailed', settled);
  tab.on('request', (request) => {
    open += 1;
    lastActivity = Date.now();
    if (!isCounted(request.resourceType())) return;
    const file = sitePath(request.url(), origin);
    if (file === null) elsewhere.push(request.url());
    else if (!files.includes(file)) files.push(file);
  });
  const response = await tab.goto(origin + page, { waitUntil: 'networkidle' });
  // On a busy machine hydration can outlast the quiet that ends `networkidle`, and the popups
  // load after it: wait until the page's main thread is idle and no request has been open
  // for QUIET_MS since.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${page}: the network never went quiet`);
    await tab.evaluate(
      () =>
        new Promise((resolve) =>
          globalThis.requestIdleCallback(() => resolve(), { timeout: 10_000 }),
        ),
    );
    const quiet = Date.now() - lastActivity;
    if (open === 0 && quiet >= QUIET_MS) break;
    await tab.waitForTimeout(Math.max(50, QUIET_MS - quiet));
  }
  await context.close();
  if (!response?.ok()) throw new Error(`${page} answered ${response?.status()}`);
  return { files, elsewhere };
}

const outDir = path.resolve(RECORD_DIR);
fs.rmSync(outDir, { recursive: true, force: true });
const served = await startServe(dir);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const record = { dir, gzip, pages: {} };
try {
  for (const page of Object.keys(BUDGETS)) {
    const folder = pageFolder(page);
    fs.mkdirSync(path.join(outDir, folder), { recursive: true });
    const fetched = await fetchedFiles(browser, served.origin, page);
    const files = fetched.files.map((file, index) => {
      const body = fs.readFileSync(path.join(dir, file));
      const sent = servedBody(body, gzip);
      const copy = `${folder}/${copyName(index, file)}`;
      fs.writeFileSync(path.join(outDir, copy), sent);
      return { path: file, bytes: body.length, served: sent.length, copy };
    });
    const total = files.reduce((sum, file) => sum + file.served, 0);
    record.pages[page] = {
      locale: browserLocale(page),
      served: total,
      files,
      notCounted: fetched.elsewhere,
    };
    console.log(
      `${page}: ${files.length} files, ${(total / 1024).toFixed(1)} KiB as nginx sends them`,
    );
    for (const address of fetched.elsewhere)
      console.log(`  not counted, from another host: ${address}`);
  }
} finally {
  await browser.close();
  served.stop();
}
fs.writeFileSync(path.join(outDir, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
