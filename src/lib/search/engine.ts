/**
 * The local search engine in the browser: loads the meta file on first use,
 * then for each query only the index pieces its words fall in, and the text of
 * the pages it shows. Everything loaded is kept for later queries.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import {
  SEARCH_BOOST,
  SEARCH_FIELDS,
  SEARCH_FORMAT,
  SEARCH_META_FILE,
  locate,
  type SearchMeta,
  type SearchTextChunk,
} from './format';
import {
  nameWeight,
  pickHits,
  rankSections,
  withCompoundParts,
  type RankedSection,
  type TermMatch,
} from './rank';
import { piecesFor } from './pieces';
import { isHan, queryTerms, tokenize } from './tokenize';

export type LoadJson = (url: string) => Promise<unknown>;

export interface SectionHit extends RankedSection {
  /** The section's text, for its snippet; empty when its page's text could not be loaded. */
  text: string;
}

export interface SearchAnswer {
  meta: SearchMeta;
  hits: SectionHit[];
  /** The query's words as the index saw them. */
  words: string[];
}

/** The index could not be loaded (offline, or a build without one). */
export class SearchUnavailable extends Error {
  override name = 'SearchUnavailable';
}

/** Typo tolerance grows with the word: none up to three letters, then one edit per five. */
export function fuzziness(word: string): number {
  if (isHan(word) || word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

export function createSearchEngine(base: string, loadJson: LoadJson) {
  let meta: Promise<SearchMeta> | null = null;
  const pieces = new Map<string, Promise<MiniSearch | null>>();
  const texts = new Map<number, Promise<SearchTextChunk>>();

  function loadMeta(): Promise<SearchMeta> {
    meta ??= loadJson(base + SEARCH_META_FILE).then((value) => {
      const loaded = value as SearchMeta;
      if (loaded?.format !== SEARCH_FORMAT)
        throw new SearchUnavailable('The search index has an unknown format');
      return loaded;
    });
    // A failed load is not remembered, so the next keystroke tries again.
    meta.catch(() => {
      meta = null;
    });
    return meta;
  }

  function loadPiece(index: SearchMeta, key: string): Promise<MiniSearch | null> {
    const file = index.shards[key];
    if (!file) return Promise.resolve(null);
    let piece = pieces.get(key);
    if (!piece) {
      piece = loadJson(base + file).then((json) =>
        MiniSearch.loadJS(json as Parameters<typeof MiniSearch.loadJS>[0], {
          fields: [...SEARCH_FIELDS],
        }),
      );
      piece.catch(() => pieces.delete(key));
      pieces.set(key, piece);
    }
    return piece;
  }

  function loadText(index: SearchMeta, chunk: number): Promise<SearchTextChunk> {
    let text = texts.get(chunk);
    if (!text) {
      text = loadJson(base + (index.texts[chunk] ?? '')).then((json) => json as SearchTextChunk);
      text.catch(() => texts.delete(chunk));
      texts.set(chunk, text);
    }
    return text;
  }

  /** Where a word occurs; `exact`: no prefix or typo matching (for the parts of an underscored word). */
  async function lookUp(
    index: SearchMeta,
    word: string,
    last: boolean,
    exact = false,
  ): Promise<Map<number, TermMatch>> {
    // Prefix matching on every Latin word but the shortest, and on the one
    // being typed, so "deskt" finds "desktop" as the reader types.
    const prefix = !exact && !isHan(word) && (last || word.length > 2);
    const loaded = await Promise.all(
      piecesFor(word, Object.keys(index.shards), prefix).map((key) => loadPiece(index, key)),
    );
    const found = new Map<number, TermMatch>();
    for (const piece of loaded) {
      for (const [id, match] of searchPiece(piece, word, prefix, exact)) {
        const before = found.get(id);
        found.set(
          id,
          before
            ? { score: before.score + match.score, terms: [...before.terms, ...match.terms] }
            : match,
        );
      }
    }
    return found;
  }

  function searchPiece(
    piece: MiniSearch | null,
    word: string,
    prefix: boolean,
    exact: boolean,
  ): Map<number, TermMatch> {
    const found = new Map<number, TermMatch>();
    if (!piece) return found;
    const results: SearchResult[] = piece.search(word, {
      tokenize: (query) => [query],
      processTerm: (term) => term,
      boost: SEARCH_BOOST,
      fuzzy: exact ? 0 : fuzziness(word),
      // Much less length normalisation than the default (0.7): long reference sections, such as
      // the table of config.json fields, still rank for the one field asked about.
      bm25: { k: 1.2, b: 0.3, d: 0.5 },
      prefix,
    });
    for (const result of results)
      found.set(Number(result.id), { score: result.score, terms: result.terms });
    return found;
  }

  /** The best sections for a query, at most `perPage` from one page, with their text. */
  async function search(query: string, limit = 12, perPage = 4): Promise<SearchAnswer> {
    const index = await loadMeta();
    const words = queryTerms(query);
    if (words.length === 0) return { meta: index, hits: [], words };
    const matches = await Promise.all(
      words.map(async (word, position) => {
        const whole = await lookUp(index, word, position === words.length - 1);
        const parts = word.includes('_') ? tokenize(word.replace(/_/g, ' ')) : [];
        if (parts.length < 2) return whole;
        return withCompoundParts(
          whole,
          await Promise.all(parts.map((part) => lookUp(index, part, false, true))),
        );
      }),
    );
    const ranked = rankSections(matches, Number.POSITIVE_INFINITY, (entry) => {
      const { section, page } = locate(index, entry.id);
      return nameWeight(
        tokenize(section.level === 1 ? page.title : section.heading),
        entry.terms,
        words,
      );
    });
    const picked = pickHits(ranked, (id) => locate(index, id).section.page, limit, perPage);
    const chunkOf = (id: number) => locate(index, id).section.text;
    const chunks = [...new Set(picked.map((hit) => chunkOf(hit.id)))];
    const textOf = new Map(
      await Promise.all(
        chunks.map(
          async (chunk) =>
            [chunk, await loadText(index, chunk).catch((): SearchTextChunk => ({}))] as const,
        ),
      ),
    );
    const hits = picked.map((hit) => ({
      ...hit,
      text: textOf.get(chunkOf(hit.id))?.[hit.id] ?? '',
    }));
    return { meta: index, hits, words };
  }

  return { search, loadMeta };
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;
