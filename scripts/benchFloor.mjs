/**
 * `npm run bench -- --floor <dir> [--baseline <dir>]`: how much of a page's
 * blocking time any build of this stack must pay, beside what the site's own
 * code adds. Lighthouse's mobile preset runs, alternated, over:
 *  - the baseline build, when one is named;
 *  - `<dir>`, a built public/ folder;
 *  - the same build without scripts: its measured pages with every script and
 *    script preload taken out, so the browser parses, styles and lays out the
 *    server's HTML and CSS and does nothing else;
 *  - the stack alone: a Gatsby site with React and nothing else, one heading and
 *    one paragraph at each measured address, built for the purpose.
 * A page cannot block for less than its HTML's layout plus what Gatsby and React
 * cost to start; the two floors show how far a target sits above or below that.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { htmlFileOf } from '../src/lib/pageFiles.mjs';
import { gatsby, run } from './benchTools.mjs';
import { LIGHTHOUSE_PAGES, compareLighthouse } from './lighthouse.mjs';
import { bareStackFiles, withoutScripts } from './floorPages.mjs';

/** A temporary copy of `dir` whose `pages` have had their scripts taken out. */
export function scriptlessCopy(dir, pages = LIGHTHOUSE_PAGES) {
  const copy = mkdtempSync(path.join(tmpdir(), 'alist-docs-scriptless-'));
  cpSync(dir, copy, { recursive: true });
  for (const page of pages) {
    const file = path.join(copy, htmlFileOf(page));
    writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
  }
  return { dir: copy, remove: () => rmSync(copy, { recursive: true, force: true }) };
}

/** Builds the stack-alone site in a temporary folder; resolves with its public/ folder. */
export async function buildBareStack(pages = LIGHTHOUSE_PAGES, root = process.cwd()) {
  const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const versions = Object.fromEntries(
    ['gatsby', 'react', 'react-dom'].map((name) => [name, dependencies[name]]),
  );
  const site = mkdtempSync(path.join(tmpdir(), 'alist-docs-bare-stack-'));
  for (const [file, text] of Object.entries(bareStackFiles(pages, versions))) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  const remove = () => rmSync(site, { recursive: true, force: true });
  try {
    await run(gatsby, ['build'], { cwd: site });
  } catch (error) {
    remove();
    throw error;
  }
  return { dir: path.join(site, 'public'), remove };
}

/** Lighthouse over the builds and both floors, alternated; resolves with compareLighthouse's rows, labelled. */
export async function measureFloor({ dir, baseline, rounds, cpuSlowdown }) {
  const scriptless = scriptlessCopy(dir);
  let bare;
  try {
    bare = await buildBareStack();
    const labelled = [
      ...(baseline ? [[baseline, baseline]] : []),
      [dir, dir],
      [scriptless.dir, 'without scripts'],
      [bare.dir, 'Gatsby + React alone'],
    ];
    const builds = await compareLighthouse({
      dirs: labelled.map(([folder]) => folder),
      rounds,
      cpuSlowdown,
    });
    return builds.map((build, index) => ({ ...build, dir: labelled[index][1] }));
  } finally {
    scriptless.remove();
    bare?.remove();
  }
}
