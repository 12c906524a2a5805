import type { Node } from '../../../../src/lib/mdx/ast';
import { headingPass } from '../../../../src/lib/mdx/headingPass';

const text = (value: string): Node => ({ type: 'text', value });
const heading = (depth: number, ...children: Node[]): Node => ({
  type: 'heading',
  depth,
  children,
});
const idOf = (node: Node) => (node.data?.hProperties as { id?: string } | undefined)?.id;

/** Every heading node of a tree, in document order. */
function headingNodes(node: Node): Node[] {
  const own = node.type === 'heading' ? [node] : [];
  return [...own, ...(node.children ?? []).flatMap(headingNodes)];
}

function page(title: string, tipTitle: string, codeWord: string): Node {
  return {
    type: 'root',
    children: [
      heading(1, text(title)),
      heading(2, text('Install')),
      heading(2, text('Install')),
      heading(2, text('List a folder [#post-api-fs-list]')),
      heading(2, text('post-api-fs-list')),
      {
        type: 'containerDirective',
        name: 'tip',
        children: [heading(3, text(tipTitle)), { type: 'paragraph', children: [text('…')] }],
      },
      heading(3, text('Set '), { type: 'inlineCode', value: codeWord }, text(' and '), {
        type: 'emphasis',
        children: [text('restart')],
      }),
      {
        type: 'mdxJsxFlowElement',
        name: 'Tabs',
        children: [heading(3, text('Install'))],
      },
    ],
  };
}

describe.each([
  ['en', page('Docker', 'Before you start', 'temp_dir')],
  ['zh', page('使用 Docker', '开始之前', 'temp_dir')],
])('headingPass (%s)', (_locale, tree) => {
  const found = headingPass(tree);
  const nodes = headingNodes(tree);

  it('gives every heading a unique id, inside containers and JSX too', () => {
    expect(found).toHaveLength(nodes.length);
    expect(new Set(found.map((item) => item.id)).size).toBe(found.length);
  });

  it('lists exactly the ids the page elements carry, in order', () => {
    expect(nodes.map(idOf)).toEqual(found.map((item) => item.id));
  });

  it('keeps explicit anchors, strips the marker and numbers duplicates', () => {
    expect(found.map((item) => item.id)).toEqual(
      expect.arrayContaining(['install', 'install-1', 'install-2', 'post-api-fs-list']),
    );
    expect(found.find((item) => item.id === 'post-api-fs-list')?.text).toBe('List a folder');
    // The literal heading text that equals an explicit anchor gets a numbered slug instead.
    expect(found[4]!.id).toBe('post-api-fs-list-1');
    expect(found.every((item) => !item.text.includes('[#'))).toBe(true);
  });

  it('takes the plain text of inline code and emphasis', () => {
    expect(found[6]).toMatchObject({ depth: 3, text: 'Set temp_dir and restart' });
    expect(found[6]!.id).toBe('set-temp_dir-and-restart');
  });
});

it('keeps Chinese characters in generated ids', () => {
  const [first] = headingPass({ type: 'root', children: [heading(2, text('离线下载'))] });
  expect(first!.id).toBe('离线下载');
});
