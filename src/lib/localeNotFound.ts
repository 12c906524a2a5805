/**
 * Which not-found page answers an address. Every locale but the default has
 * its own (`/zh/404.html`), which Gatsby does not know about: its runtime only
 * falls back to `/404.html`. A match path `/zh/*` on the Chinese page would
 * teach it, but then Gatsby lists every other Chinese page as a match path of
 * its own, in the app chunk every page loads (see docs/architecture.md).
 */
import { LOCALE_CODES, LOCALES } from './locales';

export const DEFAULT_NOT_FOUND = '/404.html';

export interface LocaleNotFound {
  /** The locale's not-found page. */
  path: string;
  /** The addresses it answers, as a router pattern. */
  matchPath: string;
}

/** The not-found page of the locale an address belongs to, or null for the default locale. */
export function localeNotFoundFor(pathname: string): LocaleNotFound | null {
  for (const code of LOCALE_CODES) {
    const { prefix } = LOCALES[code];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)))
      return { path: `${prefix}${DEFAULT_NOT_FOUND}`, matchPath: `${prefix}/*` };
  }
  return null;
}

/** Whether a path is a locale's own not-found page (`/zh/404.html`). */
export const isLocaleNotFoundPage = (pathname: string): boolean =>
  localeNotFoundFor(pathname)?.path === pathname;
