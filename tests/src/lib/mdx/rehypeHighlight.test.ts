import type { Node } from '../../../../src/lib/mdx/ast';
import { highlightTree } from '../../../../src/lib/mdx/rehypeHighlight';

const block = (className: string[] | undefined, text: string): Node => ({
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [
        {
          type: 'element',
          tagName: 'code',
          properties: className ? { className } : {},
          children: [{ type: 'text', value: text }],
        },
      ],
    },
  ],
});

const preOf = (tree: Node) => tree.children![0]!;
const codeOf = (tree: Node) => preOf(tree).children![0]!;
const classesIn = (node: Node): string[][] =>
  (node.children ?? []).flatMap((child) => [
    ...(Array.isArray((child.properties as { className?: unknown })?.className)
      ? [(child.properties as { className: string[] }).className]
      : []),
    ...classesIn(child),
  ]);

describe('highlightTree', () => {
  it('moves the language from the code to the block, and colours the code', () => {
    const tree = block(['language-sh'], 'sudo bash v3.sh install\n');
    highlightTree(tree);
    expect(preOf(tree).properties).toEqual({ dataLanguage: 'sh' });
    expect(codeOf(tree).properties).toEqual({});
    const classes = classesIn(codeOf(tree));
    expect(classes).toContainEqual(['token', 'function']);
  });

  it('labels a language it cannot colour, and leaves a block without one alone', () => {
    const unknown = block(['language-klingon'], 'Qapla’');
    highlightTree(unknown);
    expect(preOf(unknown).properties).toEqual({ dataLanguage: 'klingon' });
    expect(codeOf(unknown).children).toEqual([{ type: 'text', value: 'Qapla’' }]);
    const plain = block(undefined, 'plain');
    highlightTree(plain);
    expect(preOf(plain).properties).toEqual({});
  });
});
