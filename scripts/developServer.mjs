/**
 * Starts `gatsby develop` in a folder and watches what it says, for the
 * development-server test and `npm run bench`. Both edit content while it runs
 * and time how long the server takes to show the change.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const READY = /You can now view/;

/** A port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs `gatsby develop` in `cwd` and resolves once it serves pages. The result
 * can wait for a line of output after a given point, and stops the server
 * with everything it started.
 */
export async function startDevelop({
  cwd,
  env = {},
  startTimeoutMs = 20 * 60_000,
  onSpawn = () => {},
}) {
  const port = await freePort();
  const gatsby = path.join(cwd, 'node_modules', '.bin', 'gatsby');
  const child = spawn(gatsby, ['develop', '--host', '127.0.0.1', '--port', String(port)], {
    cwd,
    detached: true,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: '1',
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onSpawn(child.pid);
  let output = '';
  const waiters = new Set();
  const onData = (chunk) => {
    output += chunk.toString();
    for (const waiter of waiters) waiter();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
    for (const waiter of waiters) waiter();
  });

  /** Resolves with the elapsed milliseconds once `pattern` appears in the output after `from`. */
  function waitForOutput(pattern, { from = 0, timeoutMs = 5 * 60_000 } = {}) {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const settle = (done, value) => {
        clearTimeout(timer);
        waiters.delete(check);
        done(value);
      };
      const fail = (why) => settle(reject, new Error(`gatsby develop ${why}:\n${tail()}`));
      const timer = setTimeout(
        () => fail(`did not print ${pattern} within ${timeoutMs} ms`),
        timeoutMs,
      );
      function check() {
        if (pattern.test(output.slice(from))) settle(resolve, performance.now() - started);
        else if (exited) fail(`exited (${JSON.stringify(exited)})`);
      }
      waiters.add(check);
      check();
    });
  }

  const tail = () => output.split('\n').slice(-40).join('\n');

  function stop() {
    if (exited) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        resolve();
      }
    });
  }

  const startMs = await waitForOutput(READY, { timeoutMs: startTimeoutMs }).catch(async (error) => {
    await stop();
    throw error;
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    startMs,
    /** Where the output has got to; pass it as `from` to wait only for what comes next. */
    mark: () => output.length,
    waitForOutput,
    output: () => output,
    stop,
  };
}
