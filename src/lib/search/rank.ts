/**
 * Puts the sections a query found in order. Each query word was looked up on
 * its own (in the index piece it belongs to); a section's score is the sum of
 * its words' scores, weighed by the share of the query's words it has.
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
  weigh: (entry: RankedSection) => number = () => 1,
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
  const words = perWord.length;
  // A section must have at least half the words; each word it lacks costs it
  // much of its score (Chinese pairs that span two words, such as 户权 in
  // 用户权限, are often in no page at all).
  return [...merged.values()]
    .filter((entry) => entry.matched * 2 >= words)
    .map((entry) => {
      const unique = { ...entry, terms: [...new Set(entry.terms)] };
      return { ...unique, score: unique.score * weigh(unique) * (entry.matched / words) ** 2 };
    })
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, limit);
}

/**
 * Matches for a word written with underscores (`web_proxy`) also where its
 * parts stand together ("Web proxy" as a heading), at half weight: sections
 * that have every part.
 */
export function withCompoundParts(
  whole: ReadonlyMap<number, TermMatch>,
  parts: ReadonlyArray<ReadonlyMap<number, TermMatch>>,
): Map<number, TermMatch> {
  const merged = new Map(whole);
  const [first, ...rest] = parts;
  if (!first || rest.length === 0) return merged;
  for (const [id, match] of first) {
    const others = rest.map((part) => part.get(id));
    if (others.some((other) => !other)) continue;
    const score = (match.score + others.reduce((sum, other) => sum + (other?.score ?? 0), 0)) / 2;
    const existing = merged.get(id);
    // The parts are not marked in snippets: "temp" alone is not what was asked.
    merged.set(
      id,
      existing ? { ...existing, score: existing.score + score } : { score, terms: [] },
    );
  }
  return merged;
}

/**
 * Weight from 1 to 3 for how well a section's name (a page's title, or a
 * heading) fits the query: the share of the name's words that matched, times
 * the share of the query's words found in the name. The page titled "Dropbox"
 * outranks "Dropbox tools" for dropbox, and the heading "Proxy range" outranks
 * "Proxy configuration" for proxy range.
 */
export function nameWeight(
  nameTerms: readonly string[],
  matched: readonly string[],
  words: readonly string[],
): number {
  if (nameTerms.length === 0 || words.length === 0) return 1;
  const found = new Set([...matched, ...words]);
  const covered = nameTerms.filter((term) => found.has(term)).length / nameTerms.length;
  const named =
    words.filter((word) => nameTerms.some((term) => term.startsWith(word))).length / words.length;
  return 1 + 2 * covered * named;
}

/** The ranked sections to show: at most `limit`, and at most `perPage` from one page. */
export function pickHits<Hit extends { id: number }>(
  ranked: readonly Hit[],
  pageOf: (id: number) => number,
  limit: number,
  perPage: number,
): Hit[] {
  const counts = new Map<number, number>();
  const picked: Hit[] = [];
  for (const hit of ranked) {
    if (picked.length === limit) break;
    const page = pageOf(hit.id);
    const count = counts.get(page) ?? 0;
    if (count >= perPage) continue;
    counts.set(page, count + 1);
    picked.push(hit);
  }
  return picked;
}
