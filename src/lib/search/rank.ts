/**
 * Puts the sections a query found in order. Each query word was looked up on
 * its own (in the index piece it belongs to); a section that matches more of
 * the words comes first, then the higher summed score.
 */
export interface TermMatch {
  score: number;
  /** The indexed words that matched: the word itself, or a longer or misspelt form. */
  terms: string[];
}

export interface RankedSection {
  id: number;
  score: number;
  matched: number;
  terms: string[];
}

export function rankSections(
  perWord: ReadonlyArray<ReadonlyMap<number, TermMatch>>,
  limit: number,
): RankedSection[] {
  const merged = new Map<number, RankedSection>();
  for (const matches of perWord) {
    for (const [id, match] of matches) {
      const entry = merged.get(id) ?? { id, score: 0, matched: 0, terms: [] };
      entry.score += match.score;
      entry.matched += 1;
      entry.terms.push(...match.terms);
      merged.set(id, entry);
    }
  }
  const best = Math.max(0, ...[...merged.values()].map((entry) => entry.matched));
  // With several words, sections that lack some of them are kept only when
  // nothing has them all, and then only those with the most.
  return [...merged.values()]
    .filter((entry) => entry.matched === best)
    .map((entry) => ({ ...entry, terms: [...new Set(entry.terms)] }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, limit);
}
