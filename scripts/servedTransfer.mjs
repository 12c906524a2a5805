/**
 * Bytes a visitor really downloads for a page's first load: the HTML, scripts
 * and stylesheets fetched from scripts/serve.mjs (which compresses like the
 * host) with a browser's Accept-Encoding, counted as they arrive on the wire.
 */
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './developServer.mjs';

/** Starts scripts/serve.mjs over `dir` on a free port; resolves once it listens. */
export async function startServe(dir = 'public') {
  const port = await freePort();
  const here = path.dirname(fileURLToPath(import.meta.url));
  const child = spawn(
    process.execPath,
    [path.join(here, 'serve.mjs'), '--port', String(port), '--dir', dir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** Wire bytes of one response and the encoding it came in. */
function download(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Sums the wire bytes of `urls` (paths) fetched from `origin`. */
export async function transferOf(origin, urls) {
  let bytes = 0;
  const encodings = new Set();
  for (const url of urls) {
    const answer = await download(origin + url);
    bytes += answer.bytes;
    encodings.add(answer.encoding);
  }
  return { bytes, encodings: [...encodings].sort() };
}
