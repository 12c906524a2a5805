/**
 * Which notice a page shows (spec §4 "Notice popup"): the first rule whose
 * path prefix or regular expression fits the page's path without its locale
 * prefix, unless the reader already dismissed it.
 */
import type { NoticeRule } from '../config/types';
import type { Locale } from './locales';
import type { StorageArea } from './storage';
import { stripLocale } from './urls';

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
