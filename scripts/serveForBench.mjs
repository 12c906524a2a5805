/** A build served as the host serves it (scripts/serve.mjs), for the measuring scripts. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { freePort } from './developServer.mjs';

/** Starts scripts/serve.mjs over `dir` on a free port; resolves once it listens. */
export async function startServe(dir = 'public') {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'serve.mjs'), '--port', String(port), '--dir', dir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/**
 * Serves each build folder of `dirs` and launches Chromium; resolves with what
 * `measure(browser, origins)` resolves with, and stops the browser and the servers.
 */
export async function inChromium(dirs, measure) {
  const servers = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const dir of dirs) servers.push(await startServe(dir));
    return await measure(
      browser,
      servers.map((server) => server.origin),
    );
  } finally {
    await browser.close();
    for (const server of servers) server.stop();
  }
}
