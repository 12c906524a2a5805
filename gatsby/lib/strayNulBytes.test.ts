import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repairHtmlFiles, withoutNulBytes } from './strayNulBytes';

describe('withoutNulBytes', () => {
  it('restores Chinese text split by the stream buffer', () => {
    const broken = Buffer.concat([Buffer.from('任'), Buffer.from([0, 0]), Buffer.from('务')]);
    expect(withoutNulBytes(broken)?.toString('utf8')).toBe('任务');
  });

  it('leaves clean HTML alone', () => {
    expect(withoutNulBytes(Buffer.from('<p>安装</p>'))).toBeNull();
  });
});

describe('repairHtmlFiles', () => {
  it('rewrites only the HTML files that hold NUL bytes, in nested folders', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nul-'));
    fs.mkdirSync(path.join(dir, 'zh', 'guide'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'zh', 'guide', 'a.html'), Buffer.from('挂\0载'));
    fs.writeFileSync(path.join(dir, 'b.html'), '<p>clean</p>');
    fs.writeFileSync(path.join(dir, 'c.json'), Buffer.from('\0'));
    expect(repairHtmlFiles(dir)).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'zh', 'guide', 'a.html'), 'utf8')).toBe('挂载');
    expect(fs.readFileSync(path.join(dir, 'c.json')).includes(0)).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });
});
