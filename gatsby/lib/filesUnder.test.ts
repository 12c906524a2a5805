import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesUnder } from './filesUnder.mjs';

describe('filesUnder', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-under-'));
    for (const file of ['b.txt', 'a-b.mdx', 'a/x.mdx', 'a/deep/y.json', 'A.md'])
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    for (const file of ['b.txt', 'a-b.mdx', 'a/x.mdx', 'a/deep/y.json', 'A.md'])
      fs.writeFileSync(path.join(dir, file), '');
    fs.mkdirSync(path.join(dir, 'empty'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lists every file below, not the folders, `/`-separated, each folder sorted before the next name', () => {
    // A plain string sort would put `a-b.mdx` before `a/…` ('-' sorts before '/').
    expect(filesUnder(dir)).toEqual(['A.md', 'a/deep/y.json', 'a/x.mdx', 'a-b.mdx', 'b.txt']);
  });

  it('gives nothing for a folder that does not exist', () => {
    expect(filesUnder(path.join(dir, 'missing'))).toEqual([]);
  });
});
