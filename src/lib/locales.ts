/**
 * The site's locales for its TypeScript: the table itself lives in localeTable.mjs, which
 * the scripts read too.
 */
import { LOCALE_CODES, type Locale } from './localeTable.mjs';

export { DEFAULT_LOCALE, LOCALE_CODES, LOCALES } from './localeTable.mjs';
export type { Locale } from './localeTable.mjs';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}
