import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readJsonOrNull } from './readJsonOrNull';

describe('readJsonOrNull', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'json-record-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('gives the parsed record', () => {
    const file = path.join(dir, 'good.json');
    fs.writeFileSync(file, '{"pages":{"a.html":1}}');
    expect(readJsonOrNull(file)).toEqual({ pages: { 'a.html': 1 } });
  });

  it('gives null for no file name, a missing file and broken JSON', () => {
    const broken = path.join(dir, 'broken.json');
    fs.writeFileSync(broken, '{"pages":');
    expect(readJsonOrNull(null)).toBeNull();
    expect(readJsonOrNull(path.join(dir, 'missing.json'))).toBeNull();
    expect(readJsonOrNull(broken)).toBeNull();
  });
});
