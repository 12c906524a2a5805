#!/usr/bin/env node
/**
 * The wiring experiment of docs/architecture.md ("What the tests pin"): each
 * patch of Gatsby's runtime, each rewrite of the built HTML, each post-build
 * writer and each library stand-in is removed in turn, and the unit and
 * component tests that import the changed file must fail. A mutation no test
 * notices is wiring nothing checks. `node scripts/architecture/mutations.mjs
 * [name filter]`; prints one line per mutation and exits 1 when one survives.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { MUTATIONS } from './mutationList.mjs';

const filter = process.argv[2] ?? '';
const JEST = ['jest', '--ci', '--selectProjects', 'unit', 'dom', '--bail', '--silent', '-w', '2'];
const results = [];
for (const mutation of MUTATIONS.filter((entry) => entry.name.includes(filter))) {
  const original = fs.readFileSync(mutation.file, 'utf8');
  const count = original.split(mutation.find).length - 1;
  if (count !== 1) {
    results.push({ ...mutation, outcome: `not applied: the text occurs ${count} times` });
    continue;
  }
  fs.writeFileSync(mutation.file, original.replace(mutation.find, mutation.replace));
  try {
    const run = spawnSync('npx', [...JEST, '--findRelatedTests', mutation.file], {
      encoding: 'utf8',
      env: { ...process.env, CI: '1' },
    });
    const output = `${run.stdout}\n${run.stderr}`;
    const failed = [...output.matchAll(/^FAIL \S+ (\S+)/gm)].map((match) => match[1]);
    results.push({
      ...mutation,
      outcome: run.status === 0 ? 'SURVIVED' : `caught by ${[...new Set(failed)].join(', ')}`,
    });
  } finally {
    fs.writeFileSync(mutation.file, original);
  }
  const last = results.at(-1);
  console.log(`${last.outcome === 'SURVIVED' ? '✗' : '✓'} ${last.name}: ${last.outcome}`);
}
const survivors = results.filter((result) => !result.outcome.startsWith('caught'));
console.log(`\n${results.length - survivors.length} of ${results.length} mutations caught`);
for (const survivor of survivors) console.log(`  ${survivor.name}: ${survivor.outcome}`);
process.exit(survivors.length > 0 ? 1 : 0);
