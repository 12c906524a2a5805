export const LOCALE_CODES: readonly ['en', 'zh'];
export type Locale = (typeof LOCALE_CODES)[number];

export const DEFAULT_LOCALE: Locale;

export interface LocaleInfo {
  code: Locale;
  /** BCP 47 tag used in <html lang> and hreflang. */
  lang: string;
  /** URL prefix; the default locale has none. */
  prefix: string;
  /** The language's own name, shown in the language menu. */
  label: string;
}

export const LOCALES: Record<Locale, LocaleInfo>;
