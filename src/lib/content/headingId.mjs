/**
 * The syntax of an explicit heading id, stated once: `## List a folder [#post-api-fs-list]`
 * gives the heading the anchor `post-api-fs-list`, which stays when the wording or the
 * language changes. Read by the heading pass that sets every id (src/lib/mdx/headingPass.ts),
 * the Chinese linter (scripts/lintZh.mjs, for which the marker is not prose) and the
 * translation state (scripts/translationState.mjs, which names sections by it).
 *
 * Written as a plain module (with headingId.d.mts) so Node scripts, the build's TypeScript
 * and the editor's bundle import the same file.
 */

/** ` [#id]` at the end of a heading's text: an id starts with a letter or digit. */
const EXPLICIT_ID = /\s+\[#([A-Za-z0-9][\w-]*)\]\s*$/;

/**
 * The explicit id a heading's text ends with, and where the words before the marker end
 * (`text.slice(0, wordsEnd)` is the heading without it); null when the text has none.
 */
export function explicitAnchorOf(text) {
  const match = EXPLICIT_ID.exec(text);
  return match ? { id: match[1], wordsEnd: match.index } : null;
}
