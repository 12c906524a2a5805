#!/usr/bin/env node
/**
 * The writer's first start: `gatsby develop` in a fresh copy (no caches), timed
 * until Chromium shows a doc page's heading. Prints the seconds.
 *   node scripts/devStartCheck.mjs [/guide/install/docker.html]
 */
import { chromium } from '@playwright/test';
import { startDevelop } from './developServer.mjs';
import { isolatedCopy } from './isolatedCopy.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export async function timeFirstStart(page = '/guide/install/docker.html') {
  const copy = isolatedCopy(process.cwd(), { name: 'first-start' });
  const started = performance.now();
  let server = null;
  let browser = null;
  try {
    server = await startDevelop({ cwd: copy.dir, env: { CI: '1' } });
    const ready = performance.now() - started;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const tab = await browser.newPage();
    await tab.goto(server.origin + page, { timeout: 10 * 60_000 });
    await tab.locator('main h1').first().waitFor({ timeout: 10 * 60_000 });
    return { readyMs: ready, shownMs: performance.now() - started };
  } finally {
    await browser?.close();
    await server?.stop();
    copy.remove();
  }
}

const result = await timeFirstStart(process.argv[2]);
console.log(
  `develop ready ${(result.readyMs / 1000).toFixed(1)} s, doc page shown ${(result.shownMs / 1000).toFixed(1)} s`,
);
