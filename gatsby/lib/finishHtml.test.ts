import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finishHtml, finishHtmlFiles } from './finishHtml';

const style = '<style data-emotion="css abc">.css-abc{color:red}</style>';

describe('finishHtml', () => {
  it('removes NUL bytes and moves Emotion styles into the head in one pass', () => {
    const html = Buffer.from(`<html><head></head><body>${style}<p>挂\0载</p></body></html>`);
    expect(finishHtml(html)?.toString('utf8')).toBe(
      `<html><head>${style}</head><body><p>挂载</p></body></html>`,
    );
  });

  it('returns null for HTML that is already right', () => {
    expect(
      finishHtml(Buffer.from(`<html><head>${style}</head><body><p>x</p></body></html>`)),
    ).toBeNull();
  });
});

describe('finishHtmlFiles', () => {
  it('rewrites only the HTML files that need it, in nested folders', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finish-'));
    fs.mkdirSync(path.join(dir, 'zh', 'guide'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'zh', 'guide', 'a.html'), Buffer.from('挂\0载'));
    fs.writeFileSync(path.join(dir, 'b.html'), '<p>clean</p>');
    fs.writeFileSync(path.join(dir, 'c.json'), Buffer.from('\0'));
    expect(finishHtmlFiles(dir)).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'zh', 'guide', 'a.html'), 'utf8')).toBe('挂载');
    expect(fs.readFileSync(path.join(dir, 'c.json')).includes(0)).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });

  it('touches only the files it is given', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finish-'));
    fs.writeFileSync(path.join(dir, 'a.html'), Buffer.from('a\0'));
    fs.writeFileSync(path.join(dir, 'b.html'), Buffer.from('b\0'));
    expect(finishHtmlFiles(dir, ['b.html'])).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'a.html'), 'utf8')).toBe('a\0');
    expect(fs.readFileSync(path.join(dir, 'b.html'), 'utf8')).toBe('b');
    fs.rmSync(dir, { recursive: true });
  });
});
