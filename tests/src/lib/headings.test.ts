import { buildTocTree, type Heading } from '../../../src/lib/headings';

const heading = (depth: number, text: string): Heading => ({ depth, text, id: text.toLowerCase() });

describe('buildTocTree', () => {
  const headings = [
    heading(1, 'T'),
    heading(2, 'A'),
    heading(3, 'A1'),
    heading(4, 'A1x'),
    heading(2, 'B'),
    heading(3, 'B1'),
  ];

  it('nests h2 and h3 at the default depth of 2', () => {
    const tree = buildTocTree(headings, 2);
    expect(tree.map((item) => item.text)).toEqual(['A', 'B']);
    expect(tree[0]!.children.map((item) => item.text)).toEqual(['A1']);
    expect(tree[0]!.children[0]!.children).toEqual([]);
  });

  it('goes deeper with a larger headerDepth and flatter with 1', () => {
    expect(buildTocTree(headings, 3)[0]!.children[0]!.children.map((item) => item.text)).toEqual([
      'A1x',
    ]);
    expect(buildTocTree(headings, 1).every((item) => item.children.length === 0)).toBe(true);
  });

  it('skips a level a page jumps over without losing the heading', () => {
    const tree = buildTocTree([heading(3, 'Deep first'), heading(2, 'Then h2')], 2);
    expect(tree.map((item) => item.text)).toEqual(['Deep first', 'Then h2']);
  });
});
