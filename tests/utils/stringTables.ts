/**
 * Checks for a pair of string tables (English and Chinese) and the code that
 * reads them: the same keys, the same placeholders, nothing empty, and every
 * key the code asks for through `t('…')` present.
 */
import fs from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

export function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? { ...all, [name]: value }
      : { ...all, ...flatten(value, name) };
  }, {});
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** The .ts/.tsx files under `dir` (tests excluded), skipping the folders in `skip`. */
export function sourceFiles(dir: string, skip: readonly string[] = []): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(full) ? [] : sourceFiles(full, skip);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Keys named in `t('key')`, `t(cond ? 'a' : 'b')`, and prefixes of `t(\`prefix${…}\`)`. */
export function keysAskedFor(files: readonly string[]) {
  const used = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(/\bt\(\s*'([^']+)'/g)) used.add(match[1]!);
    for (const match of code.matchAll(/\bt\(\s*`([^`$]+)\$\{/g)) prefixes.add(match[1]!);
    for (const match of code.matchAll(/\bt\(\s*[\w.]+\s*\?\s*'([^']+)'\s*:\s*'([^']+)'/g)) {
      used.add(match[1]!);
      used.add(match[2]!);
    }
  }
  return { used, prefixes };
}

/** Registers the checks for one pair of tables and the files that read them (none: read whole). */
export function describeStringTables(
  name: string,
  tables: { en: unknown; zh: unknown },
  files: (() => string[]) | null,
  minimumKeys: number,
) {
  const enKeys = flatten(tables.en as Tree);
  const zhKeys = flatten(tables.zh as Tree);

  describe(name, () => {
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

    if (!files) return;
    it('cover every key the code asks for', () => {
      const { used, prefixes } = keysAskedFor(files());
      expect(used.size).toBeGreaterThan(minimumKeys);
      for (const key of used) expect([key, key in enKeys]).toEqual([key, true]);
      for (const prefix of prefixes) {
        expect([prefix, Object.keys(enKeys).some((key) => key.startsWith(prefix))]).toEqual([
          prefix,
          true,
        ]);
      }
    });
  });
}
