import { htmlFileOf, pageDataFileOf } from '../../../src/lib/pageFiles.mjs';

describe('htmlFileOf', () => {
  it.each([
    ['/', 'index.html'],
    ['/zh/', 'zh/index.html'],
    ['/guide/', 'guide/index.html'],
    ['/zh/guide/install/', 'zh/guide/install/index.html'],
    ['/guide/install/script.html', 'guide/install/script.html'],
    ['/zh/guide/install/script.html', 'zh/guide/install/script.html'],
    ['/404.html', '404.html'],
    ['/zh/404.html', 'zh/404.html'],
    ['/404/', '404/index.html'],
    ['/guide/drivers/Alist V2 V3.html', 'guide/drivers/Alist V2 V3.html'],
  ])('%s is written to %s', (pagePath, file) => {
    expect(htmlFileOf(pagePath)).toBe(file);
  });

  it('drops every leading slash, so the file is always relative to the build folder', () => {
    expect(htmlFileOf('//guide/a.html')).toBe('guide/a.html');
    expect(htmlFileOf('//')).toBe('index.html');
  });
});

describe('pageDataFileOf', () => {
  it.each([
    ['/', 'page-data/index/page-data.json'],
    ['/zh/', 'page-data/zh/page-data.json'],
    ['/guide/', 'page-data/guide/page-data.json'],
    ['/guide/install/script.html', 'page-data/guide/install/script.html/page-data.json'],
    ['/zh/guide/install/script.html', 'page-data/zh/guide/install/script.html/page-data.json'],
    ['/404.html', 'page-data/404.html/page-data.json'],
    ['/zh/404.html', 'page-data/zh/404.html/page-data.json'],
  ])('%s keeps its data in %s', (pagePath, file) => {
    expect(pageDataFileOf(pagePath)).toBe(file);
  });
});
