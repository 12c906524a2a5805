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

/** The locale a site path belongs to: `/zh/...` is Chinese, everything else English. */
export function localeFromPath(path: string): Locale {
  for (const code of LOCALE_CODES) {
    const { prefix } = LOCALES[code];
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) return code;
  }
  return DEFAULT_LOCALE;
}

/** Removes the locale prefix: `/zh/guide/` becomes `/guide/`. */
export function stripLocale(path: string): string {
  const { prefix } = LOCALES[localeFromPath(path)];
  if (!prefix) return path;
  const rest = path.slice(prefix.length);
  return rest === '' ? '/' : rest;
}

/** Puts a locale-neutral site path under a locale: `/guide/` becomes `/zh/guide/`. */
export function localisePath(path: string, locale: Locale): string {
  const neutral = stripLocale(path);
  const { prefix } = LOCALES[locale];
  return `${prefix}${neutral}`;
}

export function otherLocales(locale: Locale): Locale[] {
  return LOCALE_CODES.filter((code) => code !== locale);
}

/** The home page of a locale: `/` or `/zh/`. */
export function localeHome(locale: Locale): string {
  return `${LOCALES[locale].prefix}/`;
}
