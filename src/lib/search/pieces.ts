/**
 * How the vocabulary is cut into index pieces, so that a query downloads only
 * the pieces its words fall in and every piece stays small.
 *
 * Latin words are grouped by their first letters: a group that would hold too
 * many entries is split by its next letter, and so on. A key such as `co`
 * holds every word starting with "co" unless it was split; then `cod`, `con`…
 * hold the longer words and `co-` the word "co" alone. Chinese pairs are spread
 * over a fixed number of pieces by their code points (they are never searched
 * by prefix).
 */
import { isHan } from './tokenize';

export const HAN_PIECES = 512;
const EXACT = '-';
const LONGEST_KEY = 4;

export function hanPiece(term: string): string {
  const spread = ((term.codePointAt(0) ?? 0) * 31 + (term.codePointAt(1) ?? 0)) % HAN_PIECES;
  return `h${spread.toString(16).padStart(3, '0')}`;
}

/**
 * Gives every word its piece. `weight` is a word's size in the index (how many
 * sections hold it); a piece holds at most `limit` of it unless its key is
 * already LONGEST_KEY letters long.
 */
export function assignPieces(
  weight: ReadonlyMap<string, number>,
  limit: number,
): Map<string, string> {
  const pieceOf = new Map<string, string>();
  const latin: string[] = [];
  for (const term of weight.keys()) {
    if (isHan(term)) pieceOf.set(term, hanPiece(term));
    else latin.push(term);
  }
  const split = (prefix: string, terms: string[]) => {
    const total = terms.reduce((sum, term) => sum + (weight.get(term) ?? 0), 0);
    if (prefix && (total <= limit || prefix.length >= LONGEST_KEY)) {
      for (const term of terms) pieceOf.set(term, prefix);
      return;
    }
    const groups = new Map<string, string[]>();
    for (const term of terms) {
      const next = term.length > prefix.length ? prefix + term[prefix.length] : prefix + EXACT;
      groups.set(next, [...(groups.get(next) ?? []), term]);
    }
    for (const [key, group] of groups) {
      if (key.endsWith(EXACT)) group.forEach((term) => pieceOf.set(term, key));
      else split(key, group);
    }
  };
  split('', latin);
  return pieceOf;
}

/**
 * The pieces a query word needs. Exact and typo matching look in the piece
 * that holds the word; prefix matching also in every piece of longer words.
 */
export function piecesFor(word: string, keys: readonly string[], prefix: boolean): string[] {
  if (isHan(word)) return keys.includes(hanPiece(word)) ? [hanPiece(word)] : [];
  const holding = keys
    .filter((key) => (key.endsWith(EXACT) ? key.slice(0, -1) === word : word.startsWith(key)))
    .sort((a, b) => b.length - a.length)
    .slice(0, 1);
  if (!prefix) return holding;
  const longer = keys.filter(
    (key) => !holding.includes(key) && key.replace(EXACT, '').startsWith(word),
  );
  return [...holding, ...longer];
}
