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
    const first = writeSearchIndex(publicDir, pages, { cacheDir });
    expect(first.reused).toEqual([]);
    expect(first.written.length).toBeGreaterThan(2);
    const again = writeSearchIndex(publicDir, pages, { cacheDir });
    expect(again.reused).toEqual(['en', 'zh']);
    expect(again.written.sort()).toEqual([...first.written].sort());
    expect(again.reports).toEqual(first.reports);

    fs.writeFileSync(path.join(publicDir, 'a.html'), page('storage drivers and mounts'));
    const edited = writeSearchIndex(publicDir, pages, { cacheDir });
    expect(edited.reused).toEqual(['zh']);
    const meta = edited.written.find((file) => /^search[\\/]en[\\/].*meta/.test(file));
    expect(meta).toBeDefined();
    const texts = edited.written.filter((file) => /[\\/]en[\\/]text-/.test(file));
    expect(
      texts.map((file) => fs.readFileSync(path.join(publicDir, file), 'utf8')).join(''),
    ).toMatch(/mounts/);
  });

  it('rebuilds a locale whose files are gone from public/, and never reuses without a cache folder', () => {
    const first = writeSearchIndex(publicDir, pages, { cacheDir });
    const zhFile = first.written.find((file) => file.includes(`${path.sep}zh${path.sep}`))!;
    fs.rmSync(path.join(publicDir, zhFile));
    expect(writeSearchIndex(publicDir, pages, { cacheDir }).reused).toEqual(['en']);
    expect(fs.existsSync(path.join(publicDir, zhFile))).toBe(true);
    expect(writeSearchIndex(publicDir, pages).reused).toEqual([]);
  });

  it('reads only the pages written since the last build, and keeps the sections of the rest', () => {
    writeSearchIndex(publicDir, pages, { cacheDir, written: null });
    // Changed on disk but not named as written: the kept sections stand, nothing is indexed again.
    fs.writeFileSync(path.join(publicDir, 'a.html'), page('object storage'));
    const untouched = writeSearchIndex(publicDir, pages, { cacheDir, written: new Set() });
    expect(untouched.reused).toEqual(['en', 'zh']);
    const named = writeSearchIndex(publicDir, pages, { cacheDir, written: new Set(['a.html']) });
    expect(named.reused).toEqual(['zh']);
    const texts = named.written.filter((file) => /[\\/]en[\\/]text-/.test(file));
    expect(
      texts.map((file) => fs.readFileSync(path.join(publicDir, file), 'utf8')).join(''),
    ).toMatch(/object storage/);
  });

  it('writes only files whose names are new, and reports the same sizes as a fresh index', () => {
    const many: PageForSearch[] = ['a', 'b', 'c'].map((name) => ({
      path: `/${name}.html`,
      locale: 'en',
      title: name.toUpperCase(),
      breadcrumbs: [],
    }));
    const words = {
      a: 'mount a local folder',
      b: 'webdav server port',
      c: 'offline download tasks',
    };
    for (const [name, text] of Object.entries(words))
      fs.writeFileSync(path.join(publicDir, `${name}.html`), page(text));
    const first = writeSearchIndex(publicDir, many, { cacheDir });
    const timeOf = (file: string) => fs.statSync(path.join(publicDir, file)).mtimeMs;
    // An old time on every file, so a file written again shows it.
    for (const file of first.written) fs.utimesSync(path.join(publicDir, file), 1000, 1000);
    const before = new Map(first.written.map((file) => [file, timeOf(file)]));
    fs.writeFileSync(path.join(publicDir, 'c.html'), page('offline download tools'));
    const edited = writeSearchIndex(publicDir, many, { cacheDir, written: new Set(['c.html']) });
    const kept = edited.written.filter((file) => before.has(file));
    const fresh = edited.written.filter((file) => !before.has(file));
    expect(kept.length).toBeGreaterThan(0);
    expect(fresh.length).toBeGreaterThan(0);
    for (const file of kept.filter((name) => !name.endsWith('meta.json')))
      expect(timeOf(file)).toBe(1000 * 1000);
    expect(timeOf(kept.find((file) => file.endsWith('meta.json'))!)).not.toBe(1000 * 1000);
    const elsewhere = path.join(dir, 'fresh');
    fs.cpSync(publicDir, elsewhere, { recursive: true });
    fs.rmSync(path.join(elsewhere, 'search'), { recursive: true });
    const clean = writeSearchIndex(elsewhere, many);
    expect(edited.reports.find((report) => report.locale === 'en')).toEqual(
      clean.reports.find((report) => report.locale === 'en'),
    );
    expect(edited.written.sort()).toEqual(clean.written.sort());
  });
});
