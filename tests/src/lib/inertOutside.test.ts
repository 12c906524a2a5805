import { outsiders, type TreeNode } from '../../../src/lib/inertOutside';

class FakeNode implements TreeNode<FakeNode> {
  readonly children: FakeNode[];
  constructor(
    readonly name: string,
    children: FakeNode[] = [],
  ) {
    this.children = children;
  }
  contains(other: FakeNode): boolean {
    return other === this || this.children.some((child) => child.contains(other));
  }
}

const names = (nodes: FakeNode[]) => nodes.map((node) => node.name);

describe('outsiders', () => {
  const brand = new FakeNode('brand');
  const menu = new FakeNode('menu');
  const header = new FakeNode('header', [brand, menu]);
  const mask = new FakeNode('mask');
  const drawer = new FakeNode('drawer', [new FakeNode('link')]);
  const main = new FakeNode('main');
  const footer = new FakeNode('footer');
  const root = new FakeNode('body', [
    new FakeNode('app', [header, mask, drawer, new FakeNode('column', [main, footer])]),
  ]);

  it('leaves a whole header reachable and silences the rest of the page', () => {
    expect(names(outsiders(root, [header]))).toEqual(['mask', 'drawer', 'column']);
  });

  it('keeps a drawer and its mask, and every ancestor that holds them', () => {
    expect(names(outsiders(root, [mask, drawer]))).toEqual(['header', 'column']);
  });

  it('silences the siblings of a deep element, level by level', () => {
    expect(names(outsiders(root, [menu]))).toEqual(['brand', 'mask', 'drawer', 'column']);
  });

  it('never returns an element that holds or is one of the kept ones', () => {
    const found = outsiders(root, [drawer]);
    expect(found.some((node) => node.contains(drawer))).toBe(false);
  });
});
