/**
 * What the build leaves in public/ that no reader requests, and the check that
 * every script and stylesheet the `_headers` file caches for a year really is
 * named by its content.
 *
 * - webpack.stats.json and chunk-map.json: Gatsby writes them for its own HTML
 *   rendering, which reads them before onPostBuild and never after; the next
 *   build writes them again. The stats move to .cache/ (BUILD_STATS_FILE), where
 *   the browser tests and the bench look up which chunk holds what.
 * - ~partytown/: Gatsby copies Partytown's files on every bootstrap; no page
 *   uses Partytown (its snippet is stubbed out of the browser bundle).
 * - *.LICENSE.txt: terser no longer extracts licence comments (they stay in
 *   their chunks, see onCreateWebpackConfig); this removes files an older build
 *   left next to its chunks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from './filesUnder.mjs';
import { ADMIN_PATH } from './hostHeaders';
import { CONTENT_STYLESHEET_PATH } from '../../src/lib/constants';

export const STATS_FILE = 'webpack.stats.json';
const BUILD_ONLY = new Set(['chunk-map.json', '~partytown']);

/** The entries of public/'s top folder to delete. */
export const buildOnlyEntries = (names: readonly string[]): string[] =>
  names.filter((name) => BUILD_ONLY.has(name) || name.endsWith('.LICENSE.txt'));

/** Folders whose scripts are versioned by folder name or cached by a rule of their own (and, below, the content stylesheet). */
const OWN_CACHE_RULES = ['vendor/', 'static/', ADMIN_PATH.replace(/^\//, '')];

/** `app-0fe3e12a92d6d3c33804.js`, `0a1b2c3d.js`, `styles.1a2b3c4d.css`: eight or more hex digits before the extension. */
const CONTENT_HASHED = /(?:^|[-.])[0-9a-f]{8,}\.(?:js|css)$/;

/**
 * Scripts and stylesheets (paths relative to public/) that `/*.js` or `/*.css`
 * would cache for a year although their names stay when their content changes.
 */
export const unhashedAssets = (files: readonly string[]): string[] =>
  files.filter(
    (file) =>
      /\.(?:js|css)$/.test(file) &&
      !OWN_CACHE_RULES.some((folder) => file.startsWith(folder)) &&
      `/${file}` !== CONTENT_STYLESHEET_PATH &&
      !CONTENT_HASHED.test(path.posix.basename(file)),
  );

/** Every `.html` file under a folder, as filesUnder gives them. */
export const listHtmlFiles = (dir: string) =>
  filesUnder(dir).filter((file) => file.endsWith('.html'));

/** Moves the webpack stats to `statsTarget` and deletes the rest; returns what left public/. */
export function cleanBuildOutput(publicDir: string, statsTarget: string): string[] {
  const gone: string[] = [];
  const stats = path.join(publicDir, STATS_FILE);
  if (fs.existsSync(stats)) {
    fs.mkdirSync(path.dirname(statsTarget), { recursive: true });
    fs.copyFileSync(stats, statsTarget);
    fs.rmSync(stats);
    gone.push(STATS_FILE);
  }
  for (const name of buildOnlyEntries(fs.readdirSync(publicDir))) {
    fs.rmSync(path.join(publicDir, name), { recursive: true, force: true });
    gone.push(name);
  }
  return gone;
}
