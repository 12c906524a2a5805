/**
 * decap-server, the local backend of the content editor: it reads and writes
 * the files of the folder it runs in. Decap looks for it on localhost:8081
 * (`local_backend: true` in the generated configuration, gatsby/lib/cms).
 * Used by `npm run cms` and the editor's browser test.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export const DECAP_SERVER_PORT = 8081;

const ENTRY = path.join('node_modules', 'decap-server', 'dist', 'index.js');

async function answers(port) {
  try {
    const response = await fetch(`http://localhost:${port}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts decap-server on `repo` (in its plain-files mode: saving writes the
 * files, no git commits) and resolves once it answers. Refuses to start when
 * something already listens on the port: the editor would talk to that one.
 */
export async function startDecapServer({
  repo,
  root = process.cwd(),
  port = DECAP_SERVER_PORT,
  stdio = 'ignore',
}) {
  if (await answers(port)) {
    throw new Error(
      `Something already answers on port ${port}; stop it first (another npm run cms?).`,
    );
  }
  const child = spawn(process.execPath, [path.join(root, ENTRY)], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), MODE: 'fs', LOG_LEVEL: 'warn' },
    stdio,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let tries = 0; !(await answers(port)); tries += 1) {
    if (child.exitCode !== null || tries > 100) {
      child.kill();
      throw new Error(`decap-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill();
      await exited;
    },
  };
}
