/**
 * The language prompt's decision (spec §1, §4): which locale to offer a reader
 * whose browser prefers another language than the page's, and where switching
 * leads. Nothing switches by itself; this only decides what to offer.
 */
import { isLocale, type Locale } from './locales';
import type { Alternate } from './pageContext';
import { pageDataFileOf } from './pageFiles.mjs';
import { localeHome } from './urls';
import { decodeAddressPart } from './safeDecode';

/** `zh-CN`, `zh-Hant`, `ZH` → zh; `en-GB` → en; `fr-FR` → null. */
export function localeOfLanguage(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : null;
}

/** The first of the reader's languages that is one of ours, else the site's default locale. */
export const suggestedLocale = (languages: readonly string[], defaultLocale: Locale): Locale =>
  languages.map(localeOfLanguage).find((locale) => locale !== null) ?? defaultLocale;

export interface PromptInput {
  languages: readonly string[];
  pageLocale: Locale;
  defaultLocale: Locale;
  /** Already answered in this session, or for good. */
  answered: boolean;
  isNotFoundPage: boolean;
}

/** The locale to offer, or null when there is nothing to ask. */
export function localeToOffer(input: PromptInput): Locale | null {
  if (input.answered || input.isNotFoundPage) return null;
  const suggestion = suggestedLocale(input.languages, input.defaultLocale);
  return suggestion === input.pageLocale ? null : suggestion;
}

/** The page in the offered locale: its counterpart, or that locale's home page. */
export function counterpartPath(alternates: readonly Alternate[], locale: Locale): string {
  const alternate = alternates.find((candidate) => candidate.locale === locale);
  return alternate?.path ?? localeHome(locale);
}

/** Keeps `#anchor` only when the counterpart has a heading with that id. */
export function switchTarget(
  path: string,
  hash: string,
  counterpartAnchors: readonly string[],
): string {
  const anchor = decodeAddressPart(hash.replace(/^#/, ''));
  return anchor && counterpartAnchors.includes(anchor)
    ? `${path}#${encodeURIComponent(anchor)}`
    : path;
}

/** Where Gatsby keeps a page's data: `/zh/a.html` → `/page-data/zh/a.html/page-data.json`. */
export function pageDataUrl(path: string): string {
  return `/${pageDataFileOf(path)}`;
}

/** Heading ids in a page's data (doc pages list them under `mdx.headings`). */
export function headingIds(pageData: unknown): string[] {
  const headings = (pageData as { result?: { data?: { mdx?: { headings?: unknown } } } })?.result
    ?.data?.mdx?.headings;
  if (!Array.isArray(headings)) return [];
  return headings.flatMap((heading: { id?: unknown }) =>
    typeof heading?.id === 'string' ? [heading.id] : [],
  );
}
