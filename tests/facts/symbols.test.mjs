/**
 * symbols.json (scripts/facts/symbols.mjs) on the fixture trees: tests/fixtures/facts-tree-a's
 * pkg/shapes holds every kind of top-level declaration, a test file, a file for another system
 * and a testdata folder; facts-tree-b renames one method and drops those three files.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../scripts/facts/cli.mjs';
import { extractFacts } from '../../scripts/facts/extract.mjs';
import { GoTree } from '../../scripts/facts/goAst.mjs';
import { diffSymbols, extractSymbols, goFiles, symbolsJson } from '../../scripts/facts/symbols.mjs';

const TREE_A = 'tests/fixtures/facts-tree-a';
const TREE_B = 'tests/fixtures/facts-tree-b';

let symbolsA;
beforeAll(async () => {
  symbolsA = await extractSymbols(new GoTree(TREE_A));
});

test('functions, Type.Method for pointer, value and generic receivers, types, aliases, vars, consts', () => {
  expect(symbolsA['pkg/shapes/shapes.go']).toEqual([
    'Default',
    'E',
    'Label',
    'NewSet',
    'Pi',
    'Point',
    'Set',
    'Set.Add',
    'Shape',
    'Square',
    'Square.Area',
    'Square.Grow',
    'init',
    'large',
    'small',
  ]);
  // A method of an interface is not a declaration of the file; `init` twice is listed once.
  expect(symbolsA['pkg/shapes/shapes.go']).not.toContain('Shape.Area');
});

test('every non-test .go file, other systems included; a file that declares nothing has []', () => {
  expect(symbolsA['pkg/shapes/doc.go']).toEqual([]);
  expect(symbolsA['pkg/shapes/shapes_windows.go']).toEqual(['openWindow']);
  expect(symbolsA['cmd/stop_windows.go']).toBeDefined();
  const files = Object.keys(symbolsA);
  expect(files.some((file) => file.endsWith('_test.go'))).toBe(false);
  expect(files.some((file) => file.includes('testdata/'))).toBe(false);
  expect(files).toEqual([...files].sort());
  expect(goFiles(new GoTree(TREE_A))).toEqual(files);
  expect(symbolsA['drivers/alpha/driver.go']).toEqual([
    'Alpha',
    'Alpha.Config',
    'Alpha.GetAddition',
  ]);
});

test('written one file a line, sorted, and parsed back to the same index', () => {
  const text = symbolsJson({ 'b.go': ['z', 'A'], 'a.go': [] });
  expect(text).toBe('{\n  "a.go": [],\n  "b.go": ["A","z"]\n}\n');
  expect(JSON.parse(symbolsJson(symbolsA))).toEqual(symbolsA);
  expect(symbolsJson({})).toBe('{}\n');
});

test('differences name the file with the names it lost and gained', () => {
  expect(
    diffSymbols(
      { 'a.go': ['F', 'T.M'], 'gone.go': [] },
      { 'a.go': ['F', 'T.N', 'U'], 'new.go': ['X'] },
    ),
  ).toEqual([
    { where: 'a.go', was: 'T.M', now: 'T.N, U' },
    { where: 'gone.go', was: 'present', now: '(absent)' },
    { where: 'new.go', was: '(absent)', now: 'present' },
  ]);
  expect(diffSymbols({ 'a.go': ['F'] }, { 'a.go': ['F'] })).toEqual([]);
});

test('extractFacts carries the index; npm run facts writes symbols.json and --check compares it', async () => {
  expect((await extractFacts(TREE_A)).symbols).toEqual(symbolsA);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'facts-symbols-'));
  try {
    const facts = path.join(tmp, 'facts');
    const out = [];
    expect(await main([TREE_A, '--facts', facts], (line) => out.push(line))).toBe(0);
    const written = readFileSync(path.join(facts, 'symbols.json'), 'utf8');
    expect(written).toBe(symbolsJson(symbolsA));
    expect(await main([TREE_A, '--facts', facts, '--check'], (line) => out.push(line))).toBe(0);
    expect(out.join('\n')).toMatch(/^symbols\.json: same \(\d+ entries\)$/m);
    out.length = 0;
    expect(await main([TREE_B, '--facts', facts, '--check'], (line) => out.push(line))).toBe(1);
    const text = out.join('\n');
    expect(text).toContain('  pkg/shapes/shapes.go: Square.Grow → Square.Scale');
    expect(text).toContain('  pkg/shapes/shapes_windows.go: present → (absent)');
    expect(text).toContain('  drivers/delta/meta.go: (absent) → present');
    // --check writes nothing.
    expect(readFileSync(path.join(facts, 'symbols.json'), 'utf8')).toBe(written);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
