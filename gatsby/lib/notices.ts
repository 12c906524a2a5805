/**
 * Notices as the browser needs them: what decides whether one shows (matcher
 * and key, shipped with every page) apart from what it says (title, HTML,
 * actions, loaded with the popup only when one shows). The HTML passed the
 * notice allowlist when the file was read (src/config/schema.ts).
 */
import type { Notice } from '../../src/config/schema';
import type { NoticeContent, NoticeRule } from '../../src/config/types';
import { LOCALE_CODES, type Locale } from '../../src/lib/locales';

/** 32-bit FNV-1a as eight hex digits: short, stable, and different for any edit of the text. */
export function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The stored flag's name: the given key, or one derived from what the reader sees. */
export function noticeKey(notice: Notice, locale: Locale): string {
  return notice.noticeKey ?? textHash(`${notice.title[locale]}\n${notice.content[locale]}`);
}

const perLocale = (value: (locale: Locale) => string): Record<Locale, string> =>
  Object.fromEntries(LOCALE_CODES.map((locale) => [locale, value(locale)])) as Record<
    Locale,
    string
  >;

export function noticeRules(notices: readonly Notice[]): NoticeRule[] {
  return notices.map((notice) => ({
    ...(notice.path !== undefined ? { path: notice.path } : { match: notice.match! }),
    showOnce: notice.showOnce,
    keys: perLocale((locale) => noticeKey(notice, locale)),
  }));
}

export function noticeContents(notices: readonly Notice[]): NoticeContent[] {
  return notices.map((notice) => ({
    title: notice.title,
    html: notice.content,
    actions: notice.actions,
    fullscreen: notice.fullscreen,
    confirm: notice.confirm,
  }));
}
