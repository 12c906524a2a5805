/**
 * A line break inside a paragraph renders as a space. Between two Chinese
 * characters, or next to full-width punctuation, that space is wrong, so the
 * break is dropped there. Between Chinese and Latin text the space stays.
 */
import { walk, type Node } from './ast';

const HAN = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';
const PUNCT = '\\u3000-\\u303F\\uFF00-\\uFFEF\\u2018\\u2019\\u201C\\u201D\\u2026\\u2014';

const BETWEEN_HAN = new RegExp(`([${HAN}])[ \\t]*\\r?\\n[ \\t]*(?=[${HAN}])`, 'gu');
const AFTER_PUNCT = new RegExp(`([${PUNCT}])[ \\t]*\\r?\\n[ \\t]*`, 'gu');
const BEFORE_PUNCT = new RegExp(`[ \\t]*\\r?\\n[ \\t]*(?=[${PUNCT}])`, 'gu');

export function joinCjkLines(value: string): string {
  return value.replace(BETWEEN_HAN, '$1').replace(AFTER_PUNCT, '$1').replace(BEFORE_PUNCT, '');
}

export default function remarkCjkLineBreaks() {
  return (tree: Node) =>
    walk(tree, (node) => {
      if (node.type === 'text' && typeof node.value === 'string' && node.value.includes('\n'))
        node.value = joinCjkLines(node.value);
    });
}
