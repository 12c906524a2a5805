import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSearchIndex, type PageForSearch } from './writeSearchIndex';

const page = (text: string) =>
  `<html><body><main><div data-search-body><h1>Title</h1><p>${text}</p></div></main></body></html>`;

describe('writeSearchIndex', () => {
  let dir: string;
  let publicDir: string;
  let cacheDir: string;
  const pages: PageForSearch[] = [
    { path: '/a.html', locale: 'en', title: 'A', breadcrumbs: [] },
    { path: '/zh/a.html', locale: 'zh', title: '甲', breadcrumbs: [] },
  ];

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
    publicDir = path.join(dir, 'public');
    cacheDir = path.join(dir, 'cache');
    fs.mkdirSync(path.join(publicDir, 'zh'), { recursive: true });
    fs.writeFileSync(path.join(publicDir, 'a.html'), page('storage drivers'));
    fs.writeFileSync(path.join(publicDir, 'zh', 'a.html'), page('存储驱动'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps a locale whose pages have not changed, and rebuilds the one that has', () => {
    const first = writeSearchIndex(publicDir, pages, cacheDir);
    expect(first.reused).toEqual([]);
    expect(first.written.length).toBeGreaterThan(2);
    const again = writeSearchIndex(publicDir, pages, cacheDir);
    expect(again.reused).toEqual(['en', 'zh']);
    expect(again.written.sort()).toEqual([...first.written].sort());
    expect(again.reports).toEqual(first.reports);

    fs.writeFileSync(path.join(publicDir, 'a.html'), page('storage drivers and mounts'));
    const edited = writeSearchIndex(publicDir, pages, cacheDir);
    expect(edited.reused).toEqual(['zh']);
    const meta = edited.written.find((file) => /^search[\\/]en[\\/].*meta/.test(file));
    expect(meta).toBeDefined();
    const texts = edited.written.filter((file) => /[\\/]en[\\/]text-/.test(file));
    expect(
      texts.map((file) => fs.readFileSync(path.join(publicDir, file), 'utf8')).join(''),
    ).toMatch(/mounts/);
  });

  it('rebuilds a locale whose files are gone from public/, and never reuses without a cache folder', () => {
    const first = writeSearchIndex(publicDir, pages, cacheDir);
    const zhFile = first.written.find((file) => file.includes(`${path.sep}zh${path.sep}`))!;
    fs.rmSync(path.join(publicDir, zhFile));
    expect(writeSearchIndex(publicDir, pages, cacheDir).reused).toEqual(['en']);
    expect(fs.existsSync(path.join(publicDir, zhFile))).toBe(true);
    expect(writeSearchIndex(publicDir, pages).reused).toEqual([]);
  });
});
