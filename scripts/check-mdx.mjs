#!/usr/bin/env node
/**
 * Checks content files without a Gatsby build, with exactly the build's
 * front-matter reader, MDX compiler and content allowlist
 * (gatsby/mdx/checkContentFiles.ts), and files of static/ with the build's
 * media allowlist. Prints `file:line:column: reason` for every refusal and
 * exits 1 when there is one; malformed front matter is a warning (the build
 * reports it and builds the page without it).
 *
 *   node scripts/check-mdx.mjs [files or folders…]   (default: content/ and static/)
 *
 * The checker is TypeScript shared with the build, so it is bundled here by
 * esbuild (packages stay imports) into node_modules/.cache, then imported.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { filesUnder } from '../gatsby/lib/filesUnder.mjs';

const ROOT = process.cwd();
const BUNDLE = path.join(ROOT, 'node_modules', '.cache', 'check-mdx', 'checkContentFiles.mjs');

const CONTENT = /\.mdx?$/i;
const underContent = (target) =>
  !path.relative(path.join(ROOT, 'content'), path.resolve(target)).startsWith('..');

/**
 * The files of a folder: under content/ its pages (its data files are not
 * served as they are); anywhere else every file, which the media allowlist
 * checks unless it is a page.
 */
const filesIn = (target) =>
  statSync(target).isDirectory()
    ? filesUnder(target)
        .filter((file) => !underContent(target) || CONTENT.test(file))
        .map((file) => path.join(target, file))
    : [target];

async function loadChecker() {
  await build({
    absWorkingDir: ROOT,
    entryPoints: ['gatsby/mdx/checkContentFiles.ts'],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    loader: { '.json': 'json' },
    logLevel: 'error',
  });
  return import(pathToFileURL(BUNDLE).href);
}

const targets = process.argv.slice(2);
const files = (targets.length ? targets : ['content', 'static']).flatMap(filesIn);
const { checkFile } = await loadChecker();
let refused = 0;
for (const file of files) {
  const findings = await checkFile(file);
  for (const finding of findings) {
    const label = finding.level === 'warning' ? 'warning: ' : '';
    console.error(`${finding.file}:${finding.line}:${finding.column}: ${label}${finding.reason}`);
  }
  if (findings.some((finding) => finding.level === 'refused')) refused += 1;
}
console.error(`${files.length - refused} of ${files.length} file(s) pass`);
process.exit(refused ? 1 : 0);
