#!/usr/bin/env node
/** Runs shellcheck on every shell script the site serves or the repository keeps. */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const scripts = ['static', '.ci']
  .flatMap((dir) => readdirSync(dir).map((name) => `${dir}/${name}`))
  .filter((file) => file.endsWith('.sh') || file === '.ci/run');

const found = spawnSync('shellcheck', ['--version'], { stdio: 'ignore' });
if (found.error) {
  console.error('shellcheck is not installed (Debian package "shellcheck"); .ci/run installs it.');
  process.exit(1);
}
const { status } = spawnSync('shellcheck', scripts, { stdio: 'inherit' });
console.log(`shellcheck: ${scripts.length} file(s) checked`);
process.exit(status ?? 1);
