/** Gives every heading the id the table of contents expects (see src/lib/headings.ts). */
import { EXPLICIT_ID, scanHeadings, Slugger } from '../../src/lib/headings';
import { textOf, walk, type FileLike, type Node } from './ast';

export function assignHeadingIds(tree: Node, source: string): void {
  const byLine = new Map(scanHeadings(source).map((heading) => [heading.line, heading.id]));
  const fallback = new Slugger();
  walk(tree, (node) => {
    if (node.type !== 'heading') return;
    stripExplicitId(node);
    const id =
      (node.position && byLine.get(node.position.start.line)) || fallback.slug(textOf(node));
    const data = (node.data ??= {});
    data.hProperties = { ...(data.hProperties as object | undefined), id };
  });
}

/** Removes the `[#id]` marker (see headings.ts) from the heading's visible text. */
function stripExplicitId(heading: Node) {
  const last = heading.children?.[heading.children.length - 1];
  if (last?.type === 'text' && typeof last.value === 'string' && EXPLICIT_ID.test(last.value)) {
    last.value = last.value.replace(EXPLICIT_ID, '');
  }
}

export default function remarkHeadingIds() {
  return (tree: Node, file: FileLike) => assignHeadingIds(tree, String(file.value ?? ''));
}
