/**
 * Syntax highlighting at build time, so pages ship coloured code without a
 * highlighter in the browser. An unknown language stays plain code.
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

for (const language of [apacheconf, batch, docker, nginx, powershell, properties, toml]) {
  refractor.register(language);
}

const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', yml: 'yaml', conf: 'nginx', dockerfile: 'docker', ps1: 'powershell', bat: 'batch', cmd: 'batch' };

export function languageOf(code: Node): string | null {
  const classes = (code.properties as { className?: unknown } | undefined)?.className;
  const list = Array.isArray(classes) ? classes : typeof classes === 'string' ? classes.split(' ') : [];
  const found = list.map(String).find((name) => name.startsWith('language-'));
  return found ? found.slice('language-'.length).toLowerCase() : null;
}

export function highlightTree(tree: Node): void {
  walk(tree, (node) => {
    if (node.type !== 'element' || node.tagName !== 'pre') return;
    const code = node.children?.find((child) => child.type === 'element' && child.tagName === 'code');
    if (!code) return 'skip';
    const language = languageOf(code);
    const properties = (node.properties ??= {}) as Record<string, unknown>;
    if (language) properties.dataLanguage = language;
    const grammar = language ? (ALIASES[language] ?? language) : null;
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
