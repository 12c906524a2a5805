import { isLocaleNotFoundPage, localeNotFoundFor } from '../../../src/lib/localeNotFound';

describe('localeNotFoundFor', () => {
  it('gives the Chinese not-found page for any Chinese address, and nothing for English', () => {
    const zh = { path: '/zh/404.html', matchPath: '/zh/*' };
    expect(localeNotFoundFor('/zh/nothing-here')).toEqual(zh);
    expect(localeNotFoundFor('/zh/guide/x.html')).toEqual(zh);
    expect(localeNotFoundFor('/zh')).toEqual(zh);
    expect(localeNotFoundFor('/zhx/page.html')).toBeNull();
    expect(localeNotFoundFor('/no/such/page.html')).toBeNull();
  });

  it('tells a locale not-found page from other pages', () => {
    expect(isLocaleNotFoundPage('/zh/404.html')).toBe(true);
    expect(isLocaleNotFoundPage('/404.html')).toBe(false);
    expect(isLocaleNotFoundPage('/zh/guide/')).toBe(false);
  });
});
