/**
 * The search answers real queries well: each query of the two query sets finds
 * its page among the first three pages, in the index the build wrote to
 * public/search. Runs after the production build (scripts/test-all.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createSearchEngine } from '../../src/lib/search/engine';
import { locate, searchIndexBase } from '../../src/lib/search/format';
import type { Locale } from '../../src/lib/locales';
import en from './queries.en.yaml';
import zh from './queries.zh.yaml';

interface QueryCase {
  query: string;
  expect: string | string[];
}

const PUBLIC = path.join(__dirname, '..', '..', 'public');

function engineFor(locale: Locale) {
  return createSearchEngine(searchIndexBase(locale), (url) =>
    Promise.resolve(JSON.parse(fs.readFileSync(path.join(PUBLIC, url), 'utf8')) as unknown),
  );
}

/** The distinct pages of an answer, best first. */
async function topPages(engine: ReturnType<typeof engineFor>, query: string, count: number) {
  const answer = await engine.search(query, 80);
  const pages: string[] = [];
  for (const hit of answer.hits) {
    const { page } = locate(answer.meta, hit.id);
    if (!pages.includes(page.path)) pages.push(page.path);
  }
  return pages.slice(0, count);
}

describe.each([
  ['en', en as QueryCase[]],
  ['zh', zh as QueryCase[]],
] as const)('search quality (%s)', (locale, cases) => {
  const engine = engineFor(locale);

  it('has at least 40 queries', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases.map((entry) => [entry.query, entry] as const))(
    '"%s" finds its page in the top 3',
    async (_query, entry) => {
      const expected = ([] as string[]).concat(entry.expect);
      const found = await topPages(engine, entry.query, 3);
      expect({
        query: entry.query,
        found,
        hit: found.some((page) => expected.includes(page)),
      }).toEqual({
        query: entry.query,
        found,
        hit: true,
      });
    },
  );
});
