import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildRecord, readJsonOrNull } from './buildRecord';

describe('buildRecord', () => {
  let dir: string;
  let file: string;
  /** A folder of "code" with one source file, so each test has its own digest. */
  const codeFolder = (source: string) => {
    const folder = fs.mkdtempSync(path.join(dir, 'code-'));
    fs.writeFileSync(path.join(folder, 'make.ts'), source);
    return folder;
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-record-'));
    file = path.join(dir, 'records', 'thing.json');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('gives back what the same code kept', () => {
    const code = [codeFolder('export const v = 1;')];
    expect(buildRecord(file, code).read()).toBeNull();
    buildRecord<{ pages: string[] }>(file, code).write({ pages: ['a.html'] });
    expect(buildRecord(file, code).read()).toEqual({ pages: ['a.html'] });
  });

  it('reads as null when other code made it, or when it is broken', () => {
    buildRecord(file, [codeFolder('export const v = 1;')]).write({ pages: [] });
    expect(buildRecord(file, [codeFolder('export const v = 2;')]).read()).toBeNull();
    const code = [codeFolder('export const v = 3;')];
    fs.writeFileSync(file, '{"code":');
    expect(buildRecord(file, code).read()).toBeNull();
  });

  it('keeps nothing without a file', () => {
    const record = buildRecord<number>(null, [codeFolder('export const v = 4;')]);
    record.write(1);
    expect(record.read()).toBeNull();
  });
});

describe('readJsonOrNull', () => {
  it('gives the parsed JSON, or null for a missing file and broken JSON', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'json-record-'));
    const good = path.join(dir, 'good.json');
    const broken = path.join(dir, 'broken.json');
    fs.writeFileSync(good, '{"a":1}');
    fs.writeFileSync(broken, '{"a":');
    expect(readJsonOrNull(good)).toEqual({ a: 1 });
    expect(readJsonOrNull(broken)).toBeNull();
    expect(readJsonOrNull(path.join(dir, 'missing.json'))).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
