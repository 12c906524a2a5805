import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MERMAID_ENTRY, MERMAID_VERSION } from '../../src/lib/diagrams';
import { copyMermaid, installedMermaid, mermaidFiles } from './vendorFiles';

let publicDir: string;
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vendor-'));
});
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

/** Every relative module a file imports, statically or dynamically. */
const importsOf = (text: string) =>
  [...text.matchAll(/(?:from\s*|import\s*\(\s*|import\s*)"(\.{1,2}\/[^"]+)"/g)].map(
    (match) => match[1]!,
  );

describe('mermaid in public/vendor', () => {
  it('names the installed version', () => {
    expect(installedMermaid().version).toBe(MERMAID_VERSION);
  });

  it('copies a self-contained ES build: the entry and every module it can reach', () => {
    const target = copyMermaid(publicDir);
    expect(target).toBe(path.join(publicDir, 'vendor', `mermaid-${MERMAID_VERSION}`));
    const entry = path.join(publicDir, MERMAID_ENTRY);
    expect(fs.existsSync(entry)).toBe(true);
    const seen = new Set<string>();
    const queue = [entry];
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of importsOf(fs.readFileSync(file, 'utf8'))) {
        const imported = path.resolve(path.dirname(file), specifier);
        expect(fs.existsSync(imported)).toBe(true);
        queue.push(imported);
      }
    }
    // The flowchart diagram and the dagre layout are among them.
    expect([...seen].some((file) => /flowDiagram-/.test(file))).toBe(true);
    expect([...seen].some((file) => /dagre-/.test(file))).toBe(true);
    const copied = fs.readdirSync(path.join(target, 'chunks', 'mermaid.esm.min'));
    expect(copied.some((name) => name.endsWith('.map'))).toBe(false);
    expect(copied).toHaveLength(mermaidFiles(installedMermaid().dist).length - 1);
  });

  it('copies once per version', () => {
    copyMermaid(publicDir);
    const copy = jest.spyOn(fs, 'copyFileSync');
    copyMermaid(publicDir);
    expect(copy).not.toHaveBeenCalled();
    copy.mockRestore();
  });

  it('fails when the installed mermaid is not the one the code names', () => {
    expect(() =>
      copyMermaid(publicDir, { dist: installedMermaid().dist, version: '99.0.0' }),
    ).toThrow(
      `mermaid 99.0.0 is installed but src/lib/diagrams.ts names ${MERMAID_VERSION}: update MERMAID_VERSION there.`,
    );
  });
});
