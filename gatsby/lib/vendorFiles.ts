/**
 * Mermaid is served as its own prebuilt ES modules from public/vendor/ and
 * imported natively by the browser, outside webpack: bundling it means
 * minifying every diagram type and layout it can load (ELK, cytoscape, KaTeX…),
 * which added about 90 s to a cold build on a 2-core machine, for a download
 * of about the same size (docs/architecture.md, "Diagrams and charts").
 */
import fs from 'node:fs';
import path from 'node:path';
import { MERMAID_ENTRY, MERMAID_VERSION } from '../../src/lib/diagrams';
import { ROOT } from '../paths';

const CHUNKS = path.join('chunks', 'mermaid.esm.min');

/** The installed mermaid's dist folder and version. */
export function installedMermaid(): { dist: string; version: string } {
  const folder = path.join(ROOT, 'node_modules', 'mermaid');
  const manifest = path.join(folder, 'package.json');
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
  return { dist: path.join(folder, 'dist'), version };
}

/** The files of mermaid's minified ES build, relative to its dist folder (no source maps). */
export function mermaidFiles(dist: string): string[] {
  const chunks = fs
    .readdirSync(path.join(dist, CHUNKS))
    .filter((name) => name.endsWith('.mjs'))
    .sort()
    .map((name) => path.join(CHUNKS, name));
  return [path.basename(MERMAID_ENTRY), ...chunks];
}

/**
 * Copies mermaid's ES build to `<publicDir><MERMAID_ENTRY's folder>`, once per
 * version (the folder is named after it, so browsers may cache it for good).
 * Fails when the installed mermaid is not the version the site's code names.
 */
export function copyMermaid(publicDir: string, mermaid = installedMermaid()): string {
  if (mermaid.version !== MERMAID_VERSION) {
    throw new Error(
      `mermaid ${mermaid.version} is installed but src/lib/diagrams.ts names ${MERMAID_VERSION}: update MERMAID_VERSION there.`,
    );
  }
  const target = path.join(publicDir, path.dirname(MERMAID_ENTRY));
  const files = mermaidFiles(mermaid.dist);
  if (files.every((file) => fs.existsSync(path.join(target, file)))) return target;
  fs.mkdirSync(path.join(target, CHUNKS), { recursive: true });
  for (const file of files) fs.copyFileSync(path.join(mermaid.dist, file), path.join(target, file));
  return target;
}
