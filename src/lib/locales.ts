export const LOCALE_CODES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALE_CODES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  code: Locale;
  /** BCP 47 tag used in <html lang> and hreflang. */
  lang: string;
  /** URL prefix; the default locale has none. */
  prefix: string;
  /** The language's own name, shown in the language menu. */
  label: string;
}

export const LOCALES: Record<Locale, LocaleInfo> = {
  en: { code: 'en', lang: 'en-US', prefix: '', label: 'English' },
  zh: { code: 'zh', lang: 'zh-CN', prefix: '/zh', label: '简体中文' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function otherLocales(locale: Locale): Locale[] {
  return LOCALE_CODES.filter((code) => code !== locale);
}
