import type { FileLike, Node } from '../../../../src/lib/mdx/ast';
import { grammarFor, languageOf } from '../../../../src/lib/mdx/codeLanguage';
import { transformContainers } from '../../../../src/lib/mdx/containers';
import { applyInlineMarks, splitMarks } from '../../../../src/lib/mdx/remarkInlineMarks';

const text = (value: string): Node => ({ type: 'text', value });
const failingFile = (): Pick<FileLike, 'fail'> => ({
  fail: (reason: string) => {
    throw new Error(reason);
  },
});

describe('inline marks', () => {
  it('splits ==mark==, ^sup^ and ~sub~ out of text', () => {
    expect(splitMarks('a ==hot== b^2^ H~2~O')).toEqual([
      text('a '),
      { type: 'inlineMark', data: { hName: 'mark' }, children: [text('hot')] },
      text(' b'),
      { type: 'inlineMark', data: { hName: 'sup' }, children: [text('2')] },
      text(' H'),
      { type: 'inlineMark', data: { hName: 'sub' }, children: [text('2')] },
      text('O'),
    ]);
  });

  it('leaves ordinary text, comparisons and code alone', () => {
    expect(splitMarks('a == b and c ^ d')).toEqual([text('a == b and c ^ d')]);
    const tree: Node = {
      type: 'root',
      children: [{ type: 'inlineCode', value: '==x==' }, text('==y==')],
    };
    applyInlineMarks(tree);
    expect(tree.children![0]).toEqual({ type: 'inlineCode', value: '==x==' });
    expect(tree.children![1]).toMatchObject({ type: 'inlineMark' });
  });
});

describe('containers', () => {
  const directive = (name: string, children: Node[]): Node => ({
    type: 'containerDirective',
    name,
    children,
    position: { start: { line: 3, column: 1 } },
  });
  const label = (value: string): Node => ({
    type: 'paragraph',
    data: { directiveLabel: true },
    children: [text(value)],
  });
  const para = (value: string): Node => ({ type: 'paragraph', children: [text(value)] });

  it('turns :::tip[Title] into a titled Callout', () => {
    const tree: Node = {
      type: 'root',
      children: [directive('tip', [label('Read this'), para('Body')])],
    };
    transformContainers(tree, failingFile());
    expect(tree.children![0]).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'Callout',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'type', value: 'tip' },
        { type: 'mdxJsxAttribute', name: 'title', value: 'Read this' },
      ],
      children: [para('Body')],
    });
  });

  it('handles every callout type and the alignments', () => {
    for (const name of ['info', 'warning', 'danger', 'details']) {
      const tree: Node = { type: 'root', children: [directive(name, [para('x')])] };
      transformContainers(tree, failingFile());
      expect(tree.children![0]).toMatchObject({
        name: 'Callout',
        attributes: [{ name: 'type', value: name }],
      });
    }
    const tree: Node = { type: 'root', children: [directive('center', [para('x')])] };
    transformContainers(tree, failingFile());
    expect(tree.children![0]).toMatchObject({
      name: 'Align',
      attributes: [{ name: 'to', value: 'center' }],
    });
  });

  it('fails the build on an unknown container, naming it', () => {
    const tree: Node = { type: 'root', children: [directive('tipp', [para('x')])] };
    expect(() => transformContainers(tree, failingFile())).toThrow(/Unknown container "tipp"/);
  });
});

describe('code languages', () => {
  it('reads the language class and maps aliases', () => {
    expect(languageOf({ type: 'element', properties: { className: ['language-Bash'] } })).toBe(
      'bash',
    );
    expect(languageOf({ type: 'element', properties: {} })).toBeNull();
    expect(grammarFor('sh')).toBe('bash');
    expect(grammarFor('yml')).toBe('yaml');
    expect(grammarFor('json')).toBe('json');
  });
});
