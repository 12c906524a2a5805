/**
 * Answers DocSearch's queries from the local engine: the search client
 * DocSearch calls (through its `transformSearchClient`) and the hit records it
 * renders, in the shape of the Algolia DocSearch index it was built for.
 */
import type { SearchAnswer, SearchEngine, SectionHit } from './engine';
import { locate } from './format';
import { highlight, snippet } from './highlight';
import { pickHits } from './rank';

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
type Hierarchy = Record<Level, string | null>;
interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface LocalDocSearchHit {
  objectID: string;
  url: string;
  type: Level | 'content';
  content: string | null;
  hierarchy: Hierarchy;
  _highlightResult: { hierarchy: Record<Level, HighlightValue>; content: HighlightValue };
  _snippetResult: { hierarchy: Record<Level, HighlightValue>; content: HighlightValue };
}

const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Results from one page DocSearch shows under its title; more than this from one page crowds out the rest. */
export const HITS_PER_PAGE_GROUP = 4;
/**
 * Results per query. DocSearch asks for 20; a dozen fill the dialog, and each
 * one drawn costs time on every keystroke and a snippet's text to download.
 */
export const MAX_HITS = 12;

function marked(value: string | null, words: readonly string[], cut = false): HighlightValue {
  const html = value ? (cut ? snippet(value, words) : highlight(value, words)) : '';
  const matchedWords = words.filter((word) => html.toLowerCase().includes(`<mark>${word}`));
  return { value: html, matchLevel: html.includes('<mark>') ? 'full' : 'none', matchedWords };
}

const mentions = (text: string, words: readonly string[]) =>
  highlight(text, words).includes('<mark>');

export function docSearchHit(answer: SearchAnswer, hit: SectionHit): LocalDocSearchHit {
  const { section, page } = locate(answer.meta, hit.id);
  const words = [...new Set([...hit.terms, ...answer.words])];
  const hierarchy: Hierarchy = {
    // DocSearch groups results under lvl0, so it names the page (with where it sits).
    lvl0: page.section ? `${page.section} › ${page.title}` : page.title,
    lvl1: page.title,
    lvl2: section.level === 2 ? section.heading : section.parent || null,
    lvl3: section.level === 3 ? section.heading : null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let type: LocalDocSearchHit['type'] = 'content';
  if (section.level === 1 && (mentions(page.title, words) || !hit.text)) type = 'lvl1';
  else if (section.level > 1 && (mentions(section.heading, words) || !hit.text))
    type = section.level === 2 ? 'lvl2' : 'lvl3';

  const highlighted = Object.fromEntries(
    LEVELS.map((level) => [level, marked(hierarchy[level], words)]),
  ) as Record<Level, HighlightValue>;
  // DocSearch prints lvl1 under a heading or text hit as its path; the snippet
  // copy names the headings above the hit too ("Settings › Set the token").
  const above = [
    page.title,
    ...(type === 'content' ? [section.parent, section.heading] : [section.parent]),
  ];
  const path = marked(above.filter(Boolean).join(' › '), words);
  return {
    objectID: String(hit.id),
    url: page.path + (section.anchor ? `#${section.anchor}` : ''),
    type,
    content: hit.text || null,
    hierarchy,
    _highlightResult: { hierarchy: highlighted, content: marked(hit.text, words) },
    _snippetResult: {
      hierarchy: type === 'lvl1' ? highlighted : { ...highlighted, lvl1: path },
      content: marked(hit.text, words, true),
    },
  };
}

export const docSearchHits = (answer: SearchAnswer, limit: number): LocalDocSearchHit[] =>
  pickHits(
    answer.hits,
    (id) => locate(answer.meta, id).section.page,
    limit,
    HITS_PER_PAGE_GROUP,
  ).map((hit) => docSearchHit(answer, hit));

interface DocSearchRequest {
  query?: string;
  hitsPerPage?: number;
  params?: { query?: string; hitsPerPage?: number };
}

/** Whichever shape DocSearch passes: `{ requests }` (algoliasearch 5) or a bare list (4). */
function requestsOf(argument: unknown): DocSearchRequest[] {
  if (Array.isArray(argument)) return argument as DocSearchRequest[];
  const requests = (argument as { requests?: unknown } | null)?.requests;
  return Array.isArray(requests) ? (requests as DocSearchRequest[]) : [];
}

function answerShape(query: string, hitsPerPage: number, hits: LocalDocSearchHit[]) {
  return {
    hits,
    nbHits: hits.length,
    page: 0,
    nbPages: hits.length > 0 ? 1 : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: 0,
    query,
    params: '',
  };
}

const queryOf = (request: DocSearchRequest) => request.query ?? request.params?.query ?? '';
const hitsPerPageOf = (request: DocSearchRequest) =>
  request.hitsPerPage ?? request.params?.hitsPerPage ?? 20;

/**
 * Wraps a search client's `search` so it never rejects. DocSearch 3 (with
 * autocomplete-core 1.17) turns a failed query into "no results" plus an
 * uncaught promise rejection; instead the failure is reported (the modal shows
 * its own "cannot fetch results" screen) and DocSearch gets an empty answer.
 */
export function failSoft<Search extends (argument: never) => Promise<unknown>>(
  search: Search,
  report: (failed: boolean) => void,
): Search {
  return (async (argument: never) => {
    try {
      const answer = await search(argument);
      report(false);
      return answer;
    } catch {
      report(true);
      return {
        results: requestsOf(argument).map((request) =>
          answerShape(queryOf(request), hitsPerPageOf(request), []),
        ),
      };
    }
  }) as Search;
}

/** A performance mark set as each local answer is ready (scripts/benchSearch.mjs reads it). */
export const SEARCH_ANSWERED_MARK = 'docs-search-answered';

/** A stand-in for the Algolia client with the one method DocSearch's modal calls. */
export function localSearchClient(engine: SearchEngine) {
  return {
    async search(argument: unknown) {
      const results = await Promise.all(
        requestsOf(argument).map(async (request) => {
          const query = queryOf(request);
          const hitsPerPage = hitsPerPageOf(request);
          const answer = await engine.search(
            query,
            Math.min(hitsPerPage, MAX_HITS),
            HITS_PER_PAGE_GROUP,
          );
          return answerShape(query, hitsPerPage, docSearchHits(answer, hitsPerPage));
        }),
      );
      // For the bench: when the answer was ready, before the dialog drew it.
      globalThis.performance?.mark?.(SEARCH_ANSWERED_MARK);
      return { results };
    },
    addAlgoliaAgent() {},
    clearCache: () => Promise.resolve(),
  };
}
