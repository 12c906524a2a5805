#!/usr/bin/env node
/**
 * `npm run cms`: the content editor on this checkout. Starts decap-server
 * (which writes the files here) and `gatsby develop` together, and stops both
 * on Ctrl+C or when either stops. The editor is at http://127.0.0.1:8000/admin/.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startDecapServer } from './decapServer.mjs';

const root = process.cwd();
const decap = await startDecapServer({ repo: root, stdio: 'inherit' });
console.log('decap-server is editing this checkout; the editor: http://127.0.0.1:8000/admin/');

const develop = spawn(
  path.join(root, 'node_modules', '.bin', 'gatsby'),
  ['develop', '--host', '127.0.0.1', '--port', '8000'],
  { stdio: 'inherit', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } },
);

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (develop.exitCode === null) develop.kill('SIGINT');
  await decap.stop();
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
develop.on('exit', (code) => void stop(code ?? 0));
decap.child.on('exit', (code, signal) => {
  // Ctrl+C reaches both servers; only an unexpected stop needs saying.
  if (!stopping && !signal)
    console.error(`decap-server stopped (${code}); stopping gatsby develop too.`);
  void stop(code ?? 0);
});
