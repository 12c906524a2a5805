/** A build served as the host serves it (scripts/serve.mjs), for the measuring scripts. */
import { spawn } from 'node:child_process';
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
