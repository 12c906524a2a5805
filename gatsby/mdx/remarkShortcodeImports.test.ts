import remarkShortcodeImports, { importNode, shortcodesUsed } from './remarkShortcodeImports';
import type { Node } from './ast';

const element = (name: string, children: Node[] = []): Node => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: [],
  children,
});

const tree = (): Node => ({
  type: 'root',
  children: [
    element('Tabs', [element('Tab'), element('Tab')]),
    { type: 'paragraph', children: [{ type: 'mdxJsxTextElement', name: 'Badge', children: [] }] },
    element('Callout'),
    element('Align'),
    element('section'),
    element('Unknown'),
  ],
});

describe('shortcodesUsed', () => {
  it('groups the components a page uses by their module, once each', () => {
    expect(Object.fromEntries(shortcodesUsed(tree()))).toEqual({
      Tabs: ['Tabs', 'Tab'],
      Badge: ['Badge'],
      Callout: ['Callout', 'Align'],
    });
  });

  it('leaves names the file imports itself', () => {
    const own = tree();
    own.children!.unshift({ type: 'mdxjsEsm', value: "import { Badge } from './mine'" });
    expect(shortcodesUsed(own).has('Badge')).toBe(false);
  });
});

describe('remarkShortcodeImports', () => {
  it('puts one import per module at the top of the file', () => {
    const root = tree();
    remarkShortcodeImports({ componentsDir: '/site/src/mdx' })(root);
    const imports = root.children!.filter((node) => node.type === 'mdxjsEsm');
    expect(imports.map((node) => node.value)).toEqual([
      'import {Tabs, Tab} from "/site/src/mdx/Tabs"',
      'import {Badge} from "/site/src/mdx/Badge"',
      'import {Callout, Align} from "/site/src/mdx/Callout"',
    ]);
    expect(root.children!.indexOf(imports[2]!)).toBe(2);
  });

  it('adds nothing to a page that uses no components', () => {
    const root: Node = { type: 'root', children: [{ type: 'paragraph', children: [] }] };
    remarkShortcodeImports({ componentsDir: '/x' })(root);
    expect(root.children).toHaveLength(1);
  });

  it('builds the estree that MDX compiles imports from', () => {
    const node = importNode(['Tabs'], '/x/Tabs');
    const program = (node.data as { estree: { body: Array<Record<string, unknown>> } }).estree;
    expect(program.body[0]).toMatchObject({
      type: 'ImportDeclaration',
      source: { value: '/x/Tabs' },
      specifiers: [{ imported: { name: 'Tabs' }, local: { name: 'Tabs' } }],
    });
  });
});
