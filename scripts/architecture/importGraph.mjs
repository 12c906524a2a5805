// The import graph of the site's own source (src/, gatsby/, plugins/ and the gatsby-* entry
// files) with TypeScript's own resolver, read synchronously by tests that ask which modules
// import a file (tests/src/mdx/shortcodeModules.test.ts). The layering rule itself is
// dependency-cruiser's: .dependency-cruiser.cjs, `npm run lint:deps`.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { filesUnder } from '../../gatsby/lib/filesUnder.mjs';

const SOURCE_ROOTS = ['src', 'gatsby', 'plugins'];
const ENTRY_FILES = ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;
const TEST_FILE = /(\.test|\.contract\.test|\.spec)\.(ts|tsx|mjs)$|\.d\.ts$/;

function listSourceFiles(root) {
  const files = SOURCE_ROOTS.flatMap((dir) =>
    filesUnder(path.join(root, dir))
      .map((file) => `${dir}/${file}`)
      .filter((file) => SOURCE_FILE.test(file) && !TEST_FILE.test(file)),
  );
  for (const file of ENTRY_FILES) if (fs.existsSync(path.join(root, file))) files.push(file);
  return files.sort();
}

/** Each source file with the project files it imports (relative imports only), as paths from the root. */
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
