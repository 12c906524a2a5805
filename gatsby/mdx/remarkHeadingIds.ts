/** Gives every heading the id the table of contents expects (see src/lib/headings.ts). */
import { scanHeadings, Slugger } from '../../src/lib/headings';
import { textOf, walk, type FileLike, type Node } from './ast';

export function assignHeadingIds(tree: Node, source: string): void {
  const byLine = new Map(scanHeadings(source).map((heading) => [heading.line, heading.id]));
  const fallback = new Slugger();
  walk(tree, (node) => {
    if (node.type !== 'heading') return;
    const id =
      (node.position && byLine.get(node.position.start.line)) || fallback.slug(textOf(node));
    const data = (node.data ??= {});
    data.hProperties = { ...(data.hProperties as object | undefined), id };
  });
}

export default function remarkHeadingIds() {
  return (tree: Node, file: FileLike) => assignHeadingIds(tree, String(file.value ?? ''));
}
