import { htmlFileOf } from './benchTools.mjs';

describe('htmlFileOf', () => {
  it.each([
    ['/', 'index.html'],
    ['/guide/install/script.html', 'guide/install/script.html'],
    ['/zh/guide/', 'zh/guide/index.html'],
  ])('%s is served from %s', (page, file) => {
    expect(htmlFileOf(page)).toBe(file);
  });
});
