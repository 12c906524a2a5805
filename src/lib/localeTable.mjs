/**
 * The locales the site is written in, stated once: code, language tag, address prefix and
 * name. The site's code reads them through src/lib/locales.ts; scripts that Node runs
 * without compiling import this file (types in localeTable.d.mts).
 */

export const LOCALE_CODES = ['en', 'zh'];

export const DEFAULT_LOCALE = 'en';

export const LOCALES = {
  en: { code: 'en', lang: 'en-US', prefix: '', label: 'English' },
  zh: { code: 'zh', lang: 'zh-CN', prefix: '/zh', label: '简体中文' },
};
