/**
 * A page's own description for search results and link previews: front-matter
 * `description`, else `excerpt` (the summary catalogs show), else the page's
 * opening paragraph as plain text; at most 160 characters either way.
 */
import { walk, type Node } from '../../src/lib/mdx/ast';

export const DESCRIPTION_MAX_LENGTH = 160;

/** Inline nodes that show no words of their own (pictures, raw HTML, code expressions). */
const WORDLESS = new Set([
  'image',
  'imageReference',
  'html',
  'footnoteReference',
  'mdxTextExpression',
  'mdxFlowExpression',
  'mdxjsEsm',
]);

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The words of a Markdown/MDX subtree as a reader sees them: no markup, no JSX, no images. */
export function plainText(node: Node): string {
  if (WORDLESS.has(node.type)) return '';
  if (node.type === 'break') return ' ';
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(plainText).join('');
}

const paragraphText = (node: Node) => (node.type === 'paragraph' ? collapse(plainText(node)) : '');

/**
 * The text of the page's opening paragraph: the first top-level paragraph with
 * words (a heading, code block, table, tip or tab set before it is not the
 * opening), else the first paragraph with words anywhere, else null.
 */
export function leadParagraph(tree: Node): string | null {
  for (const child of tree.children ?? []) {
    const text = paragraphText(child);
    if (text) return text;
  }
  let found: string | null = null;
  walk(tree, (node) => {
    if (found !== null) return 'skip';
    if (node.type !== 'paragraph') return;
    found = paragraphText(node) || null;
    return 'skip';
  });
  return found;
}

/** Scripts written without spaces between words: a cut may fall between any two characters. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const inWord = (character: string | undefined) =>
  character !== undefined && !/\s/u.test(character) && !UNSPACED.test(character);
/** Nothing an ellipsis should follow: spaces, separators, opening brackets and quotes. */
const DANGLING = /[\s,.;:!?·、，。；：！？—–\-([{（【《“‘"']+$/u;

/**
 * Shortens text to `max` characters (code points) with a trailing ellipsis: at
 * a space in spaced scripts, anywhere between Chinese characters; a single word
 * longer than the limit is cut where it must be.
 */
export function clampDescription(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const characters = Array.from(collapse(text));
  if (characters.length <= max) return characters.join('');
  let kept = characters.slice(0, max - 1);
  if (inWord(characters[max - 1]) && inWord(kept[kept.length - 1])) {
    let start = kept.length;
    while (start > 0 && inWord(kept[start - 1])) start -= 1;
    if (start > 0) kept = kept.slice(0, start);
  }
  return `${kept.join('').replace(DANGLING, '')}…`;
}

export interface DescriptionSources {
  description?: string | null;
  excerpt?: string | null;
  /** The opening paragraph's text (leadParagraph). */
  lead?: string | null;
}

/** An opening that leads into a list or code ("…as follows:") goes on past the description. */
const continued = (lead: string) => lead.replace(/\s*[:：]$/u, '…');

/** The page's description, or null to use the site's. */
export function pageDescription({ description, excerpt, lead }: DescriptionSources): string | null {
  const chosen = [description, excerpt, continued(lead ?? '')]
    .map((text) => collapse(text ?? ''))
    .find(Boolean);
  return chosen ? clampDescription(chosen) : null;
}
