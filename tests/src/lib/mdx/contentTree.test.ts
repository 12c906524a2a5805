import { createProcessor } from '@mdx-js/mdx';
import { toEstree } from 'hast-util-to-estree';
import { contentTreeOf, literalValue, type EsNode } from '../../../../src/lib/mdx/contentTree';

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
        '<Changelog year={2025} />\n\n<Tabs items={["a", "b"]} open>\n\nx<br/>\n\n</Tabs>',
      ),
    ).toEqual([
      ['Changelog', { year: 2025 }],
      '\n',
      ['Tabs', { items: ['a', 'b'], open: true }, ['p', 0, 'x', ['=br', 0]]],
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

describe('content that would run script', () => {
  it.each([
    ['a script element', 'text\n\n<script>alert(1)</script>', 3, /<script> is not allowed/],
    ['a script inside a paragraph', 'a <script>alert(1)</script> b', 1, /<script> is not allowed/],
    ['an iframe', '<iframe src="https://x.example/" />', 1, /<iframe> is not allowed/],
    ['an object', '<object data="x.swf" />', 1, /<object> is not allowed/],
    ['an embed', '<embed src="x.swf" />', 1, /<embed> is not allowed/],
    ['a base', '<base href="https://x.example/" />', 1, /<base> is not allowed/],
    [
      'a meta refresh',
      '<meta httpEquiv="refresh" content="0;url=https://x.example" />',
      1,
      /<meta> is not allowed/,
    ],
    [
      'an event handler',
      '\n<img src="/a.png" onError="alert(1)" />',
      2,
      /onError.*event handlers run code/,
    ],
    [
      'an event handler on a component',
      '<Badge text="x" onClick="alert(1)" />',
      1,
      /<Badge onClick>/,
    ],
    [
      'inner HTML',
      '<div dangerouslySetInnerHTML={{ __html: "<img src=x onerror=alert(1)>" }} />',
      1,
      /dangerouslySetInnerHTML.*unchecked HTML/,
    ],
    [
      'a javascript: link in markdown',
      'see [here](javascript:alert(1))',
      1,
      /javascript:, vbscript: and data:/,
    ],
    [
      'a javascript: link with a tab in its scheme',
      '<a href="java\tscript:alert(1)">x</a>',
      1,
      /javascript:/,
    ],
    ['a data: image', '![x](data:image/svg+xml;base64,PHN2Zz4=)', 1, /data:/],
    [
      'a javascript: address in a component prop',
      '<LinkCard title="x" link="JavaScript:alert(1)" />',
      1,
      /<LinkCard link=/,
    ],
    [
      'a form posting elsewhere',
      '<form action="https://x.example/steal"><input name="a" /></form>',
      1,
      /a form may only post to this site/,
    ],
    [
      'a form posting to a protocol-relative host',
      '<form action="//x.example/steal" />',
      1,
      /a form may only post/,
    ],
    [
      'a button posting elsewhere',
      '<button formAction="https://x.example/">x</button>',
      1,
      /a form may only post/,
    ],
  ])('refuses %s, naming line and column', async (_, mdx, line, message) => {
    await expect(treeOf(mdx)).rejects.toMatchObject({
      line,
      column: expect.any(Number),
      message: expect.stringMatching(message),
    });
  });

  it('keeps what is safe: site and https links, images, forms posting to the site, embeds by component', async () => {
    await expect(
      treeOf(
        '[a](/guide/) [b](https://x.example/) ![c](/c.png)\n\n<form action="/search"><input name="q" /></form>\n\n<YouTube id="abc" />',
      ),
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
