/**
 * The files the build writes under /search/<locale>/ and the browser reads,
 * typed once for both sides.
 *
 * - `meta.json` (fixed name, small): every page and section, and the names of
 *   the other files. Loaded on the first search.
 * - one MiniSearch index per piece of the vocabulary (see `shardOf`), loaded
 *   when a query has a word in it.
 * - the sections' text in small chunks (for the snippets under results),
 *   loaded for the results shown.
 *
 * Piece and text files carry a content hash in their name, so hosts may cache
 * them for good.
 */
import type { Locale } from '../locales';

export const SEARCH_FORMAT = 3;

export const searchIndexBase = (locale: Locale) => `/search/${locale}/`;
export const SEARCH_META_FILE = 'meta.json';

export interface SearchPageEntry {
  path: string;
  title: string;
  /** Where the page sits, from its breadcrumbs: "Guide › Storage". */
  section: string;
}

export interface SearchSectionEntry {
  /** Index into `pages`. */
  page: number;
  /** Heading id; empty for the part of a page above its first heading. */
  anchor: string;
  /** 1 for the top of a page, 2 and 3 for h2 and h3 sections. */
  level: 1 | 2 | 3;
  heading: string;
  /** For an h3 section, the h2 it sits under. */
  parent: string;
  /** Index into `texts`: the chunk that holds the section's text. */
  text: number;
}

export interface SearchMeta {
  format: typeof SEARCH_FORMAT;
  locale: Locale;
  pages: SearchPageEntry[];
  sections: SearchSectionEntry[];
  /** Piece key → file name. */
  shards: Record<string, string>;
  /** Text chunk files; a chunk holds the text of a few consecutive sections of one page. */
  texts: string[];
}

/** A section and its page; the index is written whole, so a missing one means a corrupt file. */
export function locate(
  meta: SearchMeta,
  id: number,
): { section: SearchSectionEntry; page: SearchPageEntry } {
  const section = meta.sections[id];
  const page = section && meta.pages[section.page];
  if (!section || !page) throw new Error(`The search index has no section ${id}`);
  return { section, page };
}

/** Section id → its text, for the sections in one chunk. */
export type SearchTextChunk = Record<string, string>;

/** The fields of a section as indexed; the build fills them, queries weigh them. */
export const SEARCH_FIELDS = ['title', 'heading', 'terms', 'page', 'text'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/**
 * A page's title counts most, then a heading, then the section's own text; the
 * page title is also on every section (lightly) so "docker temp_dir" finds the
 * Docker page's section about temp_dir.
 */
export const SEARCH_BOOST: Record<SearchField, number> = {
  title: 6,
  heading: 3,
  // What a section's tables define (the first cell's code): as strong as a heading.
  terms: 3,
  page: 0.6,
  text: 1,
};
