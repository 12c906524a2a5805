import path from 'node:path';
import en from '../../../src/locales/en/common.json';
import zh from '../../../src/locales/zh/common.json';
import { I18nRuntime } from '../../../src/i18n/i18nextRuntime';

// The real library, loaded by path because the test setup maps `i18next` to our runtime.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const real = require(path.join(process.cwd(), 'node_modules/i18next/dist/cjs/i18next.js')) as {
  createInstance(): {
    init(options: object): Promise<unknown>;
    t(key: string, vars?: object): string;
    changeLanguage(lng: string): Promise<unknown>;
  };
};

/** The options gatsby-plugin-react-i18next passes, with our gatsby-config settings. */
const OPTIONS = {
  resources: { en: { common: en }, zh: { common: zh } },
  fallbackLng: 'en',
  defaultNS: 'common',
  fallbackNS: [],
  interpolation: { escapeValue: false },
  keySeparator: '.',
  nsSeparator: false as const,
  returnNull: false,
};

function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const VARS = { name: 'Install <b>', language: 'English', count: 3, minutes: 4, words: 900 };

describe('the i18next runtime agrees with i18next', () => {
  for (const lng of ['en', 'zh']) {
    it(`for every UI string in ${lng}, with and without values`, async () => {
      const theirs = real.createInstance();
      await theirs.init({ ...OPTIONS, lng });
      const ours = new I18nRuntime().createInstance({ ...OPTIONS, lng });
      for (const key of [...keysOf(en), 'missing.key']) {
        expect([key, ours.t(key)]).toEqual([key, theirs.t(key)]);
        expect([key, ours.t(key, VARS)]).toEqual([key, theirs.t(key, VARS)]);
      }
    });
  }

  it('escapes values unless told not to, as i18next does', async () => {
    const resources = { en: { translation: { hello: 'Hello {{name}}' } } };
    const theirs = real.createInstance();
    await theirs.init({ resources, lng: 'en' });
    const ours = new I18nRuntime().createInstance({ resources, lng: 'en' });
    expect(ours.t('hello', { name: '<i>&' })).toBe(theirs.t('hello', { name: '<i>&' }));
  });

  it('falls back to English for a string missing in Chinese, and follows language changes', async () => {
    const resources = {
      en: { common: { only: 'English only', both: 'Both' } },
      zh: { common: { both: '都有' } },
    };
    const ours = new I18nRuntime().createInstance({ ...OPTIONS, resources, lng: 'zh' });
    expect(ours.t('only')).toBe('English only');
    expect(ours.t('both')).toBe('都有');
    const heard: unknown[] = [];
    ours.on('languageChanged', (lng) => heard.push(lng));
    await ours.changeLanguage('en');
    expect(ours.t('both')).toBe('Both');
    expect(heard).toEqual(['en']);
  });
});
