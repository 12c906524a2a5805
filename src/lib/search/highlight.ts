/**
 * Marks the words a search matched in a title or a snippet of text, as the
 * HTML DocSearch expects: the text escaped, each match in <mark>.
 */
import { isHan } from './tokenize';
import { escapeHtml } from '../htmlEscape';

type Range = [start: number, end: number];

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/** Where the words occur: Latin words at the start of a word, Han pairs anywhere. */
export function matchRanges(text: string, words: readonly string[]): Range[] {
  const lower = text.toLowerCase();
  const ranges: Range[] = [];
  for (const word of words) {
    if (!word) continue;
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
      if (!isHan(word) && at > 0 && WORD_CHAR.test(lower[at - 1] ?? '')) continue;
      ranges.push([at, at + word.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

export function highlight(text: string, words: readonly string[]): string {
  let html = '';
  let from = 0;
  for (const [start, end] of matchRanges(text, words)) {
    html += `${escapeHtml(text.slice(from, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    from = end;
  }
  return html + escapeHtml(text.slice(from));
}

/**
 * About `length` characters of text around its first match, cut at spaces where
 * there are any, with an ellipsis where text was left out, and highlighted.
 */
export function snippet(text: string, words: readonly string[], length = 180): string {
  const first = matchRanges(text, words)[0];
  let start = first ? Math.max(0, first[0] - Math.floor(length / 4)) : 0;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && first && space < first[0]) start = space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > (first ? first[1] : start)) end = space;
  }
  const body = highlight(text.slice(start, end), words);
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}
