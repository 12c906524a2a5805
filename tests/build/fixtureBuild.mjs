/**
 * Builds of the site from fixture content, for the bad-input build tests: each
 * in a copy of the project that holds only its fixture as content, so a
 * fixture build has its own public/ and .cache/ and cannot leave pages or
 * bundles in the real site's output.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after } from 'node:test';
import { isolatedCopy } from '../../scripts/isolatedCopy.mjs';

export const ROOT = process.cwd();
const GATSBY = path.join(ROOT, 'node_modules', '.bin', 'gatsby');

/** Where a fixture build reads its pages, relative to the copy (gatsby-config's DOCS_CONTENT_ROOT). */
export const contentRootOf = (fixture) => `tests/fixtures/${fixture}`;

/** Builds a new copy of the project from `fixture`; `edit` changes the copy first. */
export function buildFrom(fixture, { edit = () => {} } = {}) {
  const { dir: cwd, remove } = isolatedCopy(ROOT, { name: fixture, fixture });
  after(remove);
  edit(cwd);
  return rebuild(cwd, fixture);
}

/** Builds a copy made by buildFrom again, with its caches. */
export function rebuild(cwd, fixture) {
  const started = performance.now();
  const result = spawnSync(GATSBY, ['build'], {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: '1',
      CI: '1',
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      DOCS_CONTENT_ROOT: contentRootOf(fixture),
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  console.log(`# built ${fixture} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, cwd };
}

export const htmlOf = (build, file) => readFileSync(path.join(build.cwd, 'public', file), 'utf8');
export const titleOf = (build, file) =>
  htmlOf(build, file).match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
