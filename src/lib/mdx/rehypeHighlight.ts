/**
 * Syntax highlighting at build time, so pages ship coloured code without a
 * highlighter in the browser. An unknown language stays plain code. The
 * language moves from the code's class to the block's `data-language` (the
 * copy button and the label read it), once per block in the page's HTML.
 */
import { refractor } from 'refractor/lib/common.js';
import apacheconf from 'refractor/lang/apacheconf.js';
import batch from 'refractor/lang/batch.js';
import docker from 'refractor/lang/docker.js';
import nginx from 'refractor/lang/nginx.js';
import powershell from 'refractor/lang/powershell.js';
import properties from 'refractor/lang/properties.js';
import toml from 'refractor/lang/toml.js';
import { textOf, walk, type Node } from './ast';
import { grammarFor, languageOf } from './codeLanguage';

for (const language of [apacheconf, batch, docker, nginx, powershell, properties, toml]) {
  refractor.register(language);
}

export function highlightTree(tree: Node): void {
  walk(tree, (node) => {
    if (node.type !== 'element' || node.tagName !== 'pre') return;
    const code = node.children?.find(
      (child) => child.type === 'element' && child.tagName === 'code',
    );
    if (!code) return 'skip';
    const language = languageOf(code);
    if (language) {
      ((node.properties ??= {}) as Record<string, unknown>).dataLanguage = language;
      delete (code.properties as Record<string, unknown>).className;
    }
    const grammar = language ? grammarFor(language) : null;
    if (grammar && refractor.registered(grammar)) {
      const text = textOf(code).replace(/\n$/, '');
      code.children = refractor.highlight(text, grammar).children as unknown as Node[];
    }
    return 'skip';
  });
}

export default function rehypeHighlight() {
  return (tree: Node) => highlightTree(tree);
}
