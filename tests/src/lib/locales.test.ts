import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES } from '../../../src/lib/locales';
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

  it('names the homes', () => {
    expect(localeHome('en')).toBe('/');
    expect(localeHome('zh')).toBe('/zh/');
  });
});

describe('the locale table', () => {
  it('holds the codes its type declares (localeTable.d.mts), each keyed by its own code', () => {
    // Typed as the declaration: a code added to one file and not the other fails here or in tsc.
    const declared: typeof LOCALE_CODES = ['en', 'zh'];
    expect(LOCALE_CODES).toEqual(declared);
    expect(Object.keys(LOCALES)).toEqual([...LOCALE_CODES]);
    for (const code of LOCALE_CODES) expect(LOCALES[code].code).toBe(code);
  });

  it('gives only the default locale no prefix, and every other one a folder of its own', () => {
    expect(LOCALES[DEFAULT_LOCALE].prefix).toBe('');
    for (const code of LOCALE_CODES.filter((each) => each !== DEFAULT_LOCALE))
      expect(LOCALES[code].prefix).toMatch(/^\/[a-z-]+$/);
    expect(LOCALES.zh.prefix).toBe('/zh');
  });
});
