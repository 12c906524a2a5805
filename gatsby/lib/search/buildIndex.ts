/**
 * Turns a locale's built pages into the search files of src/lib/search/format.ts:
 * the page and section list, the index cut into pieces (src/lib/search/pieces.ts),
 * and the sections' text in small chunks. Pure: the caller reads the HTML and
 * writes the files.
 */
import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import type { Locale } from '../../../src/lib/locales';
import {
  SEARCH_FIELDS,
  SEARCH_FORMAT,
  type SearchField,
  type SearchMeta,
  type SearchTextChunk,
} from '../../../src/lib/search/format';
import { assignPieces } from '../../../src/lib/search/pieces';
import { tokenize } from '../../../src/lib/search/tokenize';
import type { PageSection } from './extractSections';

/** A page whose HTML has already been split into sections (kept between builds, see writeSearchIndex.ts). */
export interface PageWithSections {
  path: string;
  title: string;
  section: string;
  sections: readonly PageSection[];
}

export interface SearchFiles {
  meta: SearchMeta;
  /** File name (relative to /search/<locale>/) → contents. */
  files: Map<string, string>;
}

interface IndexedSection {
  id: number;
  title: string;
  heading: string;
  page: string;
  terms: string;
  text: string;
}

/**
 * A piece holds words found in about this many sections in all; with the
 * index's JSON that is some 5 KB gzip, so a query's new words cost little.
 */
export const PIECE_LIMIT = 1200;
/**
 * Consecutive sections of a page share a text chunk up to this many bytes of
 * text (about 1 KB gzip, in English or Chinese): a result's snippet costs
 * little to fetch, and a page's neighbouring results mostly share one chunk.
 */
export const TEXT_CHUNK_BYTES = 2048;

const hashed = (stem: string, contents: string) =>
  `${stem}.${createHash('sha256').update(contents).digest('hex').slice(0, 10)}.json`;

type FieldWords = Record<SearchField, string[]>;

/** One value for each search field. */
const fieldsOf = <T>(value: (field: SearchField) => T) =>
  Object.fromEntries(SEARCH_FIELDS.map((field) => [field, value(field)])) as Record<SearchField, T>;

export function indexSections(locale: Locale, pages: readonly PageWithSections[]): SearchFiles {
  const meta: SearchMeta = {
    format: SEARCH_FORMAT,
    locale,
    pages: [],
    sections: [],
    shards: {},
    texts: [],
  };
  const files = new Map<string, string>();
  const documents: IndexedSection[] = [];
  const chunks: SearchTextChunk[] = [];

  for (const page of pages) {
    const { sections } = page;
    if (sections.length === 0) continue;
    const pageIndex =
      meta.pages.push({ path: page.path, title: page.title, section: page.section }) - 1;
    let chunk: SearchTextChunk | null = null;
    let chunkBytes = 0;
    for (const section of sections) {
      const id = meta.sections.length;
      const bytes = Buffer.byteLength(section.text);
      if (!chunk || chunkBytes + bytes > TEXT_CHUNK_BYTES) {
        chunk = {};
        chunkBytes = 0;
        chunks.push(chunk);
      }
      chunk[id] = section.text;
      chunkBytes += bytes;
      meta.sections.push({
        page: pageIndex,
        anchor: section.anchor,
        level: section.level,
        heading: section.heading,
        parent: section.parent,
        text: chunks.length - 1,
      });
      documents.push({
        id,
        title: section.level === 1 ? page.title : '',
        heading: section.heading,
        page: `${page.title} ${page.section}`,
        text: section.text,
        terms: section.terms,
      });
    }
  }
  chunks.forEach((chunk, position) => {
    const contents = JSON.stringify(chunk);
    const name = hashed(`text-${position}`, contents);
    files.set(name, contents);
    meta.texts.push(name);
  });

  // Each section's words by field, and in how many sections each word occurs.
  const tokens = documents.map((document) => fieldsOf((field) => tokenize(document[field])));
  const sectionsWith = new Map<string, number>();
  for (const fields of tokens) {
    for (const term of new Set(SEARCH_FIELDS.flatMap((field) => fields[field]))) {
      sectionsWith.set(term, (sectionsWith.get(term) ?? 0) + 1);
    }
  }
  const pieceOf = assignPieces(sectionsWith, PIECE_LIMIT);

  const byPiece = new Map<string, Map<number, FieldWords>>();
  tokens.forEach((fields, id) => {
    for (const field of SEARCH_FIELDS) {
      for (const term of fields[field]) {
        const piece = pieceOf.get(term)!;
        let sections = byPiece.get(piece);
        if (!sections) byPiece.set(piece, (sections = new Map()));
        let words = sections.get(id);
        if (!words) sections.set(id, (words = fieldsOf(() => [])));
        words[field].push(term);
      }
    }
  });

  for (const piece of [...byPiece.keys()].sort()) {
    const index = new MiniSearch<IndexedSection>({
      fields: [...SEARCH_FIELDS],
      // The words are already split and lower-cased; the index keeps them as they are.
      tokenize: (text) => (text ? text.split(' ') : []),
      processTerm: (term) => term,
    });
    for (const [id, words] of byPiece.get(piece)!) {
      index.add({ id, ...fieldsOf((field) => words[field].join(' ')) });
    }
    // Scores depend on how rare a word is among all sections, not among the
    // few in this piece: the piece counts every section.
    const json = { ...index.toJSON(), documentCount: documents.length };
    const contents = JSON.stringify(json);
    const name = hashed(`index-${piece}`, contents);
    files.set(name, contents);
    meta.shards[piece] = name;
  }
  return { meta, files };
}
