import { fromMarkdown } from 'mdast-util-from-markdown';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { directive } from 'micromark-extension-directive';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import type { Node } from '../../src/lib/mdx/ast';
import { transformContainers } from '../../src/lib/mdx/containers';
import { applyInlineMarks } from '../../src/lib/mdx/remarkInlineMarks';
import {
  clampDescription,
  DESCRIPTION_MAX_LENGTH,
  leadParagraph,
  pageDescription,
} from './description';

/** An MDX body parsed as the page's remark plugins see it: MDX, GFM, containers, marks. */
function mdx(body: string): Node {
  const tree = fromMarkdown(body, {
    extensions: [mdxjs(), gfm(), { flow: directive().flow }],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown(), directiveFromMarkdown],
  }) as unknown as Node;
  transformContainers(tree, {
    fail: (reason: string) => {
      throw new Error(reason);
    },
  });
  applyInlineMarks(tree);
  return tree;
}

const lead = (body: string) => leadParagraph(mdx(body));

describe('leadParagraph', () => {
  it('gives the opening paragraph as plain text, without markup, JSX or images', () => {
    expect(
      lead(
        'The **official** image `xhofe/alist` runs [AList](/guide/) <Badge text="v3" /> ' +
          'with ==marked== words, <kbd>Ctrl</kbd> and ![logo](/logo.svg) {1 + 1} no more.\n' +
          'A second line.\n',
      ),
    ).toBe(
      'The official image xhofe/alist runs AList with marked words, Ctrl and no more. A second line.',
    );
  });

  it('passes over a heading, a code block, a container, imports and a tab set before it', () => {
    expect(lead('# Docker\n\nRun it in a container.')).toBe('Run it in a container.');
    expect(lead('```bash\ndocker run xhofe/alist\n```\n\nThat starts it.')).toBe('That starts it.');
    expect(lead(':::tip[Before you start]\nBack up `data/`.\n:::\n\nThis page explains.')).toBe(
      'This page explains.',
    );
    expect(
      lead(
        'import { X } from \'./x\';\n\n<Tabs id="os">\n<Tab label="Linux">\n\nIn a tab.\n\n</Tab>\n</Tabs>\n\nAfter the tabs.',
      ),
    ).toBe('After the tabs.');
  });

  it('skips paragraphs without words, such as a lone picture or badge', () => {
    expect(lead('![AList](/logo.svg)\n\n<Badge text="new" />\n\nThe words.')).toBe('The words.');
  });

  it('takes a paragraph inside a container when the page has none outside', () => {
    expect(lead('## Setup\n\n:::warning\nOnly   in\na box.\n:::\n\n- a list item')).toBe(
      'Only in a box.',
    );
  });

  it('is null for a page without prose', () => {
    expect(lead('## Heading\n\n```sh\ncode\n```\n\n| a |\n| - |\n| b |')).toBeNull();
  });

  it('keeps Chinese text, quotes and angle brackets as written', () => {
    expect(lead('官方镜像 `xhofe/alist` 提供“开箱即用”的体验。')).toBe(
      '官方镜像 xhofe/alist 提供“开箱即用”的体验。',
    );
    expect(lead('Use `a < b` and "quotes" in `</script>`.')).toBe(
      'Use a < b and "quotes" in </script>.',
    );
  });
});

describe('clampDescription', () => {
  const words = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');

  it('leaves text within the limit alone, spaces collapsed', () => {
    expect(clampDescription('  Short   and\nsweet. ')).toBe('Short and sweet.');
    const exact = 'x'.repeat(DESCRIPTION_MAX_LENGTH);
    expect(clampDescription(exact)).toBe(exact);
  });

  it('cuts English at a word boundary and ends with an ellipsis', () => {
    const clamped = clampDescription(words);
    expect(Array.from(clamped).length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(clamped.endsWith('…')).toBe(true);
    const kept = clamped.slice(0, -1);
    expect(words.startsWith(`${kept} `)).toBe(true);
    // As long as it can be: one more word would not fit.
    const nextWord = words.slice(kept.length + 1).split(' ')[0]!;
    expect(kept.length + 1 + nextWord.length + 1).toBeGreaterThan(DESCRIPTION_MAX_LENGTH);
  });

  it('cuts Chinese by characters', () => {
    const chinese = '容器本身随时可以删掉重建'.repeat(20);
    const clamped = clampDescription(chinese);
    expect(Array.from(clamped)).toHaveLength(DESCRIPTION_MAX_LENGTH);
    expect(clamped).toBe(`${chinese.slice(0, DESCRIPTION_MAX_LENGTH - 1)}…`);
  });

  it('does not split a Latin word inside Chinese text', () => {
    const text = `${'中'.repeat(150)}使用 xhofe/alist:latest 镜像`;
    expect(clampDescription(text)).toBe(`${'中'.repeat(150)}使用…`);
  });

  it('drops a separator left before the ellipsis', () => {
    const text = `${'a'.repeat(150)} bcdefgh, ijk lmnop qrstuv`;
    expect(clampDescription(text)).toBe(`${'a'.repeat(150)} bcdefgh…`);
    expect(clampDescription(`${'中'.repeat(158)}，${'文'.repeat(10)}`)).toBe(
      `${'中'.repeat(158)}…`,
    );
  });

  it('cuts a single overlong word where it must', () => {
    expect(clampDescription('y'.repeat(200))).toBe(`${'y'.repeat(DESCRIPTION_MAX_LENGTH - 1)}…`);
  });

  it('counts characters, not UTF-16 units', () => {
    const clamped = clampDescription('🎉'.repeat(200));
    expect(Array.from(clamped)).toHaveLength(DESCRIPTION_MAX_LENGTH);
  });
});

describe('pageDescription', () => {
  it('prefers front-matter description, then excerpt, then the opening paragraph', () => {
    const sources = { description: 'Own words.', excerpt: 'Summary.', lead: 'Opening.' };
    expect(pageDescription(sources)).toBe('Own words.');
    expect(pageDescription({ ...sources, description: '  ' })).toBe('Summary.');
    expect(pageDescription({ ...sources, description: null, excerpt: null })).toBe('Opening.');
  });

  it('ends an opening that leads into a list with an ellipsis instead of its colon', () => {
    expect(pageDescription({ lead: 'The drivers use the same API as the web client:' })).toBe(
      'The drivers use the same API as the web client…',
    );
    expect(pageDescription({ lead: '这两个驱动使用网页版的私有接口：' })).toBe(
      '这两个驱动使用网页版的私有接口…',
    );
    expect(pageDescription({ excerpt: 'Kept as written:' })).toBe('Kept as written:');
  });

  it('is null when the page gives nothing, so the site description applies', () => {
    expect(pageDescription({})).toBeNull();
    expect(pageDescription({ description: '', excerpt: null, lead: null })).toBeNull();
  });

  it('keeps a front-matter description within the limit too', () => {
    const long = 'A description that goes on and on. '.repeat(10);
    expect(Array.from(pageDescription({ description: long })!).length).toBeLessThanOrEqual(
      DESCRIPTION_MAX_LENGTH,
    );
  });
});
