/**
 * Notices (spec §4 "Notice popup"), both ends. The build splits each notice
 * of content/data/notices.yaml (its HTML passed the notice allowlist when the
 * file was read, src/config/schema.ts) into what decides whether it shows
 * (path or expression and stored key: noticeRules, with every page) and what
 * it says (noticeContents, loaded with the popup only when one shows). The
 * page shows the first rule whose path prefix or regular expression fits its
 * path without the locale prefix, unless the reader already dismissed it
 * (findNotice).
 */
import type { Notice } from '../config/schema';
import type { NoticeContent, NoticeRule } from '../config/types';
import { LOCALE_CODES, type Locale } from './locales';
import type { StorageArea } from './storage';
import { stripLocale } from './urls';

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

export interface MatchedNotice {
  /** Position in the notices list, which is also the position of its words. */
  index: number;
  /** The stored flag's name for this locale. */
  key: string;
  /** Where the dismissal is kept: for good with showOnce, for the session otherwise. */
  area: StorageArea;
}

export function noticeFits(rule: NoticeRule, pathname: string): boolean {
  const path = stripLocale(pathname);
  if (rule.path !== undefined) return path.startsWith(rule.path);
  try {
    return new RegExp(rule.match ?? '$^').test(path);
  } catch {
    return false;
  }
}

export function findNotice(
  rules: readonly NoticeRule[],
  pathname: string,
  locale: Locale,
): MatchedNotice | null {
  const index = rules.findIndex((rule) => noticeFits(rule, pathname));
  if (index < 0) return null;
  const rule = rules[index]!;
  return { index, key: rule.keys[locale], area: rule.showOnce ? 'local' : 'session' };
}
