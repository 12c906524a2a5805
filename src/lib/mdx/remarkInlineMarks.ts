/** `==mark==`, `^sup^` and `~sub~` inside plain text. */
import { walk, type Node } from './ast';

const PATTERN = /==(?=\S)(.+?)(?<=\S)==|\^([^\s^]+)\^|~([^\s~]+)~/g;

function element(tag: 'mark' | 'sup' | 'sub', value: string): Node {
  return { type: 'inlineMark', data: { hName: tag }, children: [{ type: 'text', value }] };
}

export function splitMarks(value: string): Node[] {
  const nodes: Node[] = [];
  let last = 0;
  for (const match of value.matchAll(PATTERN)) {
    const start = match.index ?? 0;
    if (start > last) nodes.push({ type: 'text', value: value.slice(last, start) });
    if (match[1] !== undefined) nodes.push(element('mark', match[1]));
    else if (match[2] !== undefined) nodes.push(element('sup', match[2]));
    else nodes.push(element('sub', match[3]!));
    last = start + match[0].length;
  }
  if (last === 0) return [{ type: 'text', value }];
  if (last < value.length) nodes.push({ type: 'text', value: value.slice(last) });
  return nodes;
}

export function applyInlineMarks(tree: Node): void {
  walk(tree, (node) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child) =>
      child.type === 'text' && typeof child.value === 'string' ? splitMarks(child.value) : [child],
    );
  });
}

export default function remarkInlineMarks() {
  return (tree: Node) => applyInlineMarks(tree);
}
