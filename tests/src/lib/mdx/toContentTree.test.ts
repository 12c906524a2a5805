import { createProcessor } from '@mdx-js/mdx';
import { toEstree } from 'hast-util-to-estree';
import { contentTreeOf, literalValue, type EsNode } from '../../../../src/lib/mdx/toContentTree';

/** Compiles MDX as the build does and returns the content tree (MDX's own remark and rehype steps). */
async function treeOf(mdx: string) {
  let tree: unknown;
  class Done {}
  const processor = createProcessor({
    rehypePlugins: [
      () => (hast: unknown) => {
        tree = contentTreeOf(toEstree(hast as never) as unknown as EsNode);
        throw new Done();
      },
    ],
  });
  await processor.process(mdx).catch((error: unknown) => {
    if (!(error instanceof Done)) throw error;
  });
  return tree;
}

describe('contentTreeOf', () => {
  it('gives markdown as elements with React props, and texts merged', async () => {
    expect(await treeOf('# Hi *there*\n\nA [link](/x "T").')).toEqual([
      ['h1', 0, 'Hi ', ['em', 0, 'there']],
      '\n',
      ['p', 0, 'A ', ['a', { href: '/x', title: 'T' }, 'link'], '.'],
    ]);
  });

  it('keeps shortcodes with literal props, and marks tags written as JSX', async () => {
    expect(
      await treeOf(
        '<Changelog year={2025} />\n\n<Tabs id="os" defaultValue="b">\n\nx<br/>\n\n</Tabs>',
      ),
    ).toEqual([
      ['Changelog', { year: 2025 }],
      '\n',
      ['Tabs', { id: 'os', defaultValue: 'b' }, ['p', 0, 'x', ['=br', 0]]],
    ]);
  });

  it('drops JSX comments', async () => {
    expect(await treeOf('{/* a note */}\n\ntext')).toEqual(['\n', ['p', 0, 'text']]);
  });

  it('stops on imports, expressions and unknown components, naming the line', async () => {
    await expect(treeOf('import x from "y"\n\ntext')).rejects.toMatchObject({
      line: 1,
      message: expect.stringMatching(/import and export have no place/),
    });
    await expect(treeOf('text\n\n<Changelog year={new Date()} />')).rejects.toMatchObject({
      line: 3,
      message: expect.stringMatching(/literal values only/),
    });
    await expect(treeOf('a {1 + 1}')).rejects.toMatchObject({ line: 1 });
    await expect(treeOf('\n<Nope />')).rejects.toMatchObject({
      line: 2,
      message: expect.stringMatching(/<Nope> is not a component/),
    });
  });
});

describe('the allowlist in the tree', () => {
  // Every hostile spelling is in tests/fixtures/hostile-content (tests/content/hostileContent.test.ts).
  it('refuses an element the schema does not name, naming line and column', async () => {
    await expect(treeOf('text\n\n<sCript>alert(1)</sCript>')).rejects.toMatchObject({
      line: 3,
      column: 1,
      message: expect.stringMatching(/<sCript> is not allowed/),
    });
  });

  it('holds HTML names as the schema allowed them, whatever their case', async () => {
    expect(await treeOf('<dIV>x</dIV>')).toEqual([['=div', 0, 'x']]);
  });

  it('keeps what is safe: site and https links, images, embeds by component', async () => {
    await expect(
      treeOf('[a](/guide/) [b](https://x.example/) ![c](/c.png)\n\n<YouTube id="dQw4w9WgXcQ" />'),
    ).resolves.toBeTruthy();
  });
});

describe('literalValue', () => {
  const literal = (value: unknown): EsNode => ({ type: 'Literal', value });
  it('evaluates literals, arrays, objects and signed numbers', () => {
    expect(
      literalValue({
        type: 'ObjectExpression',
        properties: [
          {
            type: 'Property',
            kind: 'init',
            key: { type: 'Identifier', name: 'a' },
            value: literal(1),
          },
          {
            type: 'Property',
            kind: 'init',
            key: literal('b'),
            value: {
              type: 'ArrayExpression',
              elements: [
                literal('x'),
                { type: 'UnaryExpression', operator: '-', argument: literal(2) },
              ],
            },
          },
        ],
      }),
    ).toEqual({ a: 1, b: ['x', -2] });
  });
  it('refuses names and calls', () => {
    expect(() => literalValue({ type: 'Identifier', name: 'window' })).toThrow(
      /literal values only/,
    );
    expect(() => literalValue({ type: 'CallExpression' })).toThrow(/literal values only/);
  });
});
