/**
 * Turns a locale's built pages into the search files of src/lib/search/format.ts:
 * the page and section list, one MiniSearch index per vocabulary piece, and
 * one text file per page. Pure: the caller reads the HTML and writes the files.
 */
import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import type { Locale } from '../../../src/lib/locales';
import {
  SEARCH_FIELDS,
  SEARCH_FORMAT,
  type SearchField,
  type SearchMeta,
  type SearchPageText,
} from '../../../src/lib/search/format';
import { shardOf, tokenize } from '../../../src/lib/search/tokenize';
import { extractSections } from './extractSections';

export interface PageToIndex {
  path: string;
  title: string;
  section: string;
  html: string;
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
  text: string;
}

const hashed = (stem: string, contents: string) =>
  `${stem}.${createHash('sha256').update(contents).digest('hex').slice(0, 10)}.json`;

export function buildSearchFiles(locale: Locale, pages: readonly PageToIndex[]): SearchFiles {
  const meta: SearchMeta = { format: SEARCH_FORMAT, locale, pages: [], sections: [], shards: {}, texts: [] };
  const files = new Map<string, string>();
  const documents: IndexedSection[] = [];

  for (const page of pages) {
    const sections = extractSections(page.html);
    if (sections.length === 0) continue;
    const pageIndex = meta.pages.push({ path: page.path, title: page.title, section: page.section }) - 1;
    const text: SearchPageText = {};
    for (const section of sections) {
      const id = meta.sections.length;
      meta.sections.push({
        page: pageIndex,
        anchor: section.anchor,
        level: section.level,
        heading: section.heading,
        parent: section.parent,
      });
      text[id] = section.text;
      documents.push({
        id,
        title: section.level === 1 ? page.title : '',
        heading: section.heading,
        page: `${page.title} ${page.section}`,
        text: section.text,
      });
    }
    const contents = JSON.stringify(text);
    const name = hashed(`text-${pageIndex}`, contents);
    files.set(name, contents);
    meta.texts.push(name);
  }

  // Each section's words once, sorted into the pieces they belong to.
  const words = documents.map((document) => {
    const byPiece = new Map<string, Record<SearchField, string[]>>();
    for (const field of SEARCH_FIELDS) {
      for (const term of tokenize(document[field])) {
        const piece = shardOf(term);
        let fields = byPiece.get(piece);
        if (!fields) {
          fields = { title: [], heading: [], page: [], text: [] };
          byPiece.set(piece, fields);
        }
        fields[field].push(term);
      }
    }
    return byPiece;
  });
  const pieces = [...new Set(words.flatMap((byPiece) => [...byPiece.keys()]))].sort();
  for (const piece of pieces) {
    const index = new MiniSearch<IndexedSection>({
      fields: [...SEARCH_FIELDS],
      // The words are already split and lower-cased; the index keeps them as they are.
      tokenize: (text) => (text ? text.split(' ') : []),
      processTerm: (term) => term,
    });
    documents.forEach((document, position) => {
      const fields = words[position]?.get(piece);
      if (!fields) return;
      index.add({
        id: document.id,
        title: fields.title.join(' '),
        heading: fields.heading.join(' '),
        page: fields.page.join(' '),
        text: fields.text.join(' '),
      });
    });
    const contents = JSON.stringify(index);
    const name = hashed(`index-${piece}`, contents);
    files.set(name, contents);
    meta.shards[piece] = name;
  }
  return { meta, files };
}
