import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { ConfigError, isPlainJson, keptParseFile, parseYaml } from './yamlFile';

describe('isPlainJson', () => {
  it('accepts what JSON gives back unchanged', () => {
    expect(isPlainJson({ a: [1, 'two', true, null, { b: 2.5 }], c: Object.create(null) })).toBe(
      true,
    );
  });

  it('refuses dates, infinities, NaN, undefined, maps and class instances', () => {
    for (const value of [
      new Date(0),
      Infinity,
      NaN,
      [undefined],
      new Map(),
      { nested: { at: new Date(0) } },
      new (class Point {})(),
    ])
      expect(isPlainJson(value)).toBe(false);
  });
});

describe('parseYaml', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parsed-yaml-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const keptFiles = () => fs.readdirSync(dir);

  it('without a folder, parses and keeps nothing', () => {
    expect(parseYaml('a: 1\n', 'plain.yaml', null)).toEqual({ a: 1 });
    expect(keptFiles()).toEqual([]);
  });

  it('keeps one file per label and answers from it while the text is unchanged', () => {
    const parse = jest.spyOn(YAML, 'parse');
    const first = parseYaml('drivers:\n  - name: Local\n', 'content/data/x.yaml', dir);
    const second = parseYaml('drivers:\n  - name: Local\n', 'content/data/x.yaml', dir);
    expect(second).toEqual(first);
    expect(second).toEqual({ drivers: [{ name: 'Local' }] });
    expect(parse).toHaveBeenCalledTimes(1);
    expect(keptFiles()).toEqual([path.basename(keptParseFile(dir, 'content/data/x.yaml'))]);
    expect(keptFiles()[0]).toMatch(/^x\.yaml-[0-9a-f]{12}\.json$/);
    parse.mockRestore();
  });

  it('parses again when the text changes, and replaces the kept value', () => {
    parseYaml('port: 5244\n', 'conf.yaml', dir);
    expect(parseYaml('port: 5245\n', 'conf.yaml', dir)).toEqual({ port: 5245 });
    expect(parseYaml('port: 5245\n', 'conf.yaml', dir)).toEqual({ port: 5245 });
    expect(keptFiles().filter((name) => name.startsWith('conf'))).toHaveLength(1);
  });

  it('keeps files of the same name in different folders apart', () => {
    parseYaml('group: api\n', 'content/data/api/fs.yaml', dir);
    parseYaml('group: drivers\n', 'content/data/drivers/fs.yaml', dir);
    expect(keptFiles().filter((name) => name.startsWith('fs.yaml-'))).toHaveLength(2);
    expect(parseYaml('group: api\n', 'content/data/api/fs.yaml', dir)).toEqual({ group: 'api' });
  });

  it('does not keep a value JSON would change', () => {
    expect(parseYaml('limit: .inf\n', 'inf.yaml', dir)).toEqual({ limit: Infinity });
    expect(keptFiles().some((name) => name.startsWith('inf'))).toBe(false);
    expect(parseYaml('limit: .inf\n', 'inf.yaml', dir)).toEqual({ limit: Infinity });
  });

  it('ignores a broken kept file and names the file of a syntax error', () => {
    fs.writeFileSync(keptParseFile(dir, 'broken.yaml'), '{"digest":');
    expect(parseYaml('ok: true\n', 'broken.yaml', dir)).toEqual({ ok: true });
    expect(() => parseYaml('a: [1,\n', 'bad.yaml', dir)).toThrow(ConfigError);
    expect(() => parseYaml('a: [1,\n', 'bad.yaml', dir)).toThrow(/^bad\.yaml is invalid/);
  });
});
