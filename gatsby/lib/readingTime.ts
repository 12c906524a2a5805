import { WORDS_PER_MINUTE } from '../../src/lib/constants';

export interface ReadingTime {
  /** Whole minutes, never below 1. */
  minutes: number;
  words: number;
  /** True when the text takes less than a minute; shown as such. */
  lessThanAMinute: boolean;
}

// Han, Hiragana, Katakana and Hangul characters count one word each; CJK punctuation
// (U+3000–303F, U+FF00–FFEF) is not a word and counts nothing.
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/g;
const LATIN_WORD = /[A-Za-z0-9\u00c0-\u024f]+(?:['’.-][A-Za-z0-9\u00c0-\u024f]+)*/g;

/** The prose of an MDX body: no fenced code, no import/export lines, no tags, no link targets. */
export function proseOf(body: string): string {
  return body
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, ' ')
    .replace(/^(import|export)\s[^\n]*$/gm, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ');
}

export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const latin = text.replace(CJK, ' ').match(LATIN_WORD)?.length ?? 0;
  return cjk + latin;
}

export function readingTime(body: string, wordsPerMinute = WORDS_PER_MINUTE): ReadingTime {
  const words = countWords(proseOf(body));
  const exact = words / wordsPerMinute;
  return {
    minutes: Math.max(1, Math.round(exact)),
    words,
    lessThanAMinute: exact < 1,
  };
}
