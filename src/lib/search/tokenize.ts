/**
 * The words the search index is made of, used the same way when the build
 * indexes a page and when the browser reads a query, so both sides agree.
 *
 * - Latin letters and digits form words; `_` stays inside them, so option names
 *   such as `delayed_start` are one word, while `/api/fs/list` or `config.json`
 *   break at their punctuation.
 * - Chinese has no spaces, and a dictionary segmenter splits the same phrase
 *   differently in different sentences. Runs of Han characters are indexed as
 *   overlapping pairs instead (阿里云盘 → 阿里 里云 云盘), which needs no
 *   dictionary and finds a phrase wherever it appears.
 */
const WORD = /[\p{L}\p{N}_]+/gu;
const HAN_OR_OTHER = /\p{Script=Han}+|[^\p{Script=Han}]+/gu;
const HAN = /^\p{Script=Han}/u;

/** Words so common in English prose that a query gains nothing from them. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do for from how i if in is it its of on or so that the this to was what when where which with you your'.split(
    ' ',
  ),
);

export function isHan(term: string): boolean {
  return HAN.test(term);
}

function hanPairs(run: string): string[] {
  if (run.length === 1) return [run];
  const pairs: string[] = [];
  for (let i = 0; i < run.length - 1; i += 1) pairs.push(run.slice(i, i + 2));
  return pairs;
}

export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.normalize('NFKC').toLowerCase().match(WORD) ?? []) {
    for (const part of word.match(HAN_OR_OTHER) ?? []) {
      if (isHan(part)) terms.push(...hanPairs(part));
      else if (part.replace(/_/g, '').length > 1 && !STOP_WORDS.has(part)) terms.push(part);
    }
  }
  return terms;
}

/** The query's words once each, in order. */
export function queryTerms(query: string): string[] {
  return [...new Set(tokenize(query))];
}
