import { otherLocales } from '../../../src/lib/locales';
import { localeFromPath, localeHome, localisePath, stripLocale } from '../../../src/lib/urls';

describe('locales in paths', () => {
  it('reads the locale from the prefix', () => {
    expect(localeFromPath('/zh/guide/')).toBe('zh');
    expect(localeFromPath('/zh')).toBe('zh');
    expect(localeFromPath('/guide/')).toBe('en');
    expect(localeFromPath('/zhong/')).toBe('en');
  });

  it('moves a path between locales', () => {
    expect(stripLocale('/zh/guide/')).toBe('/guide/');
    expect(stripLocale('/zh')).toBe('/');
    expect(localisePath('/guide/', 'zh')).toBe('/zh/guide/');
    expect(localisePath('/zh/guide/', 'en')).toBe('/guide/');
    expect(localisePath('/zh/guide/', 'zh')).toBe('/zh/guide/');
  });

  it('names the homes and the other locales', () => {
    expect(localeHome('en')).toBe('/');
    expect(localeHome('zh')).toBe('/zh/');
    expect(otherLocales('en')).toEqual(['zh']);
  });
});
