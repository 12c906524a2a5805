import fs from 'node:fs';
import path from 'node:path';
import en from './en/common.json';
import zh from './zh/common.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? { ...all, [name]: value }
      : { ...all, ...flatten(value, name) };
  }, {});
}

const enKeys = flatten(en as Tree);
const zhKeys = flatten(zh as Tree);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('UI strings', () => {
  it('have the same keys in English and Chinese', () => {
    expect(Object.keys(zhKeys).sort()).toEqual(Object.keys(enKeys).sort());
  });

  it('are never empty and keep their placeholders', () => {
    for (const [key, value] of Object.entries(enKeys)) {
      expect([key, value.trim().length > 0]).toEqual([key, true]);
      expect([key, zhKeys[key]!.trim().length > 0]).toEqual([key, true]);
      expect([key, placeholders(zhKeys[key]!)]).toEqual([key, placeholders(value)]);
    }
  });

  it('cover every key the code asks for', () => {
    const used = new Set<string>();
    const prefixes = new Set<string>();
    for (const file of sourceFiles('src')) {
      const code = fs.readFileSync(file, 'utf8');
      for (const match of code.matchAll(/\bt\(\s*'([^']+)'/g)) used.add(match[1]!);
      for (const match of code.matchAll(/\bt\(\s*`([^`$]+)\$\{/g)) prefixes.add(match[1]!);
      for (const match of code.matchAll(/\bt\(\s*\w+\s*\?\s*'([^']+)'\s*:\s*'([^']+)'/g)) {
        used.add(match[1]!);
        used.add(match[2]!);
      }
    }
    expect(used.size).toBeGreaterThan(20);
    for (const key of used) expect([key, key in enKeys]).toEqual([key, true]);
    for (const prefix of prefixes) {
      expect([prefix, Object.keys(enKeys).some((key) => key.startsWith(prefix))]).toEqual([
        prefix,
        true,
      ]);
    }
  });
});
