// Builds the import graph of the site's own source (src/, gatsby/, plugins/ and the
// gatsby-* entry files) with TypeScript's own resolver, so that the layering rule in
// docs/architecture.md can be checked by a test rather than by reading.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { filesUnder } from '../../gatsby/lib/filesUnder.mjs';

const SOURCE_ROOTS = ['src', 'gatsby', 'plugins'];
const ENTRY_FILES = ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;
const TEST_FILE = /(\.test|\.contract\.test|\.spec)\.(ts|tsx|mjs)$|\.d\.ts$/;

export function listSourceFiles(root) {
  const files = SOURCE_ROOTS.flatMap((dir) =>
    filesUnder(path.join(root, dir))
      .map((file) => `${dir}/${file}`)
      .filter((file) => SOURCE_FILE.test(file) && !TEST_FILE.test(file)),
  );
  for (const file of ENTRY_FILES) if (fs.existsSync(path.join(root, file))) files.push(file);
  return files.sort();
}

export function importGraph(root) {
  const options = {
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    allowJs: true,
    resolveJsonModule: true,
  };
  const graph = new Map();
  for (const file of listSourceFiles(root)) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const info = ts.preProcessFile(text, true, true);
    const targets = new Set();
    for (const { fileName } of info.importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const resolved = ts.resolveModuleName(
        fileName,
        path.join(root, file),
        options,
        ts.sys,
      ).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.relative(root, resolved.resolvedFileName).split(path.sep).join('/');
      if (!target.startsWith('..') && !TEST_FILE.test(target)) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Strongly connected groups of more than one file: each is an import circle. */
export function importCircles(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), indexOf.get(next)));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) circles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return circles;
}

/**
 * The browser's layers, lowest first: a module may import its own layer or any
 * below it. The foundation is shared with the build, which may import nothing
 * else from src/; nothing in src/ imports the build. docs/architecture.md
 * ("Layers") draws the same table.
 */
export const BROWSER_LAYERS = [
  ['src/config', 'src/lib', 'src/locales', 'src/styles', 'src/i18n'],
  ['src/hooks'],
  ['src/providers', 'src/components'],
  ['src/tools', 'src/search'],
  ['src/mdx'],
  ['src/layout', 'src/slices'],
  ['src/templates', 'src/admin', 'src/gatsby', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
];
const BUILD_SIDE = ['gatsby', 'plugins', 'scripts', 'gatsby-node.ts', 'gatsby-config.ts'];

const within = (file, place) => file === place || file.startsWith(`${place}/`);
const browserLayerOf = (file) =>
  BROWSER_LAYERS.findIndex((places) => places.some((place) => within(file, place)));
const isBuild = (file) => BUILD_SIDE.some((place) => within(file, place));

/** Imports that run against the layers: each as `from -> to`. */
export function importsAgainstLayers(graph) {
  const against = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const fromLayer = browserLayerOf(from);
      const toLayer = browserLayerOf(to);
      const wrong = isBuild(from)
        ? toLayer > 0
        : isBuild(to) || (fromLayer >= 0 && toLayer > fromLayer) || fromLayer < 0;
      if (wrong) against.push(`${from} -> ${to}`);
    }
  }
  return against.sort();
}
