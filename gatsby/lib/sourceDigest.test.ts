import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sourceDigest } from './sourceDigest';

function folderWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'source-digest-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('sourceDigest', () => {
  it('differs when a source differs, and ignores tests and other files', () => {
    const a = folderWith({ 'a.ts': 'export const a = 1;', 'a.test.ts': 'one', 'notes.md': 'x' });
    const b = folderWith({ 'a.ts': 'export const a = 1;', 'a.test.ts': 'two', 'notes.md': 'y' });
    const c = folderWith({ 'a.ts': 'export const a = 2;' });
    expect(sourceDigest([a])).toBe(sourceDigest([b]));
    expect(sourceDigest([a])).not.toBe(sourceDigest([c]));
    expect(sourceDigest([a])).toMatch(/^[0-9a-f]{12}$/);
  });

  it('reads a folder list once per process', () => {
    const dir = folderWith({ 'x.tsx': 'export const x = 1;' });
    const first = sourceDigest([dir]);
    fs.writeFileSync(path.join(dir, 'x.tsx'), 'export const x = 2;');
    expect(sourceDigest([dir])).toBe(first);
    expect(sourceDigest([dir, dir])).not.toBe(first);
  });
});
