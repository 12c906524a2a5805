import { compileContentTree } from '../../../../src/lib/mdx/contentCompiler';
import remarkShared, { SHARED_IDS } from '../../../../src/lib/mdx/remarkShared';
import { textRehypePlugins, textRemarkPlugins } from '../../../../src/lib/mdx/textPlugins';
import { localeOfFile, sharedTextsOnDisk } from '../../../../gatsby/mdx/sharedTexts';

const TEXTS: Record<string, string> = {
  password:
    'On the first start AList prints the password **once**, to the console.\n\n:::tip\nKeep it.\n:::\n',
  sentence: 'the `admin` user',
  nested: 'Before. <Shared id="sentence" /> After.',
  loop: '<Shared id="loop" />',
  unsafe: 'Text <sCript>alert(1)</sCript>',
};

async function compile(value: string) {
  let used: unknown;
  const tree = await compileContentTree(
    { value, name: 'en/page.mdx' },
    {
      remarkPlugins: [
        [remarkShared, { read: (id: string) => TEXTS[id] ?? null }],
        ...textRemarkPlugins,
      ],
      rehypePlugins: textRehypePlugins,
      onFileData: (data) => (used = data[SHARED_IDS]),
    },
  );
  return { tree, used };
}

describe('remarkShared', () => {
  it('puts a shared text in place of a block, as if the page had written it', async () => {
    const { tree, used } = await compile('# Page\n\n<Shared id="password" />\n\nEnd.');
    expect(tree).toEqual([
      ['h1', { id: 'page' }, 'Page'],
      '\n',
      [
        'p',
        0,
        'On the first start AList prints the password ',
        ['strong', 0, 'once'],
        ', to the console.',
      ],
      '\n',
      ['Callout', { type: 'tip' }, ['p', 0, 'Keep it.']],
      '\n',
      ['p', 0, 'End.'],
    ]);
    expect(used).toEqual(['password']);
  });

  it('puts a one-paragraph text inside a sentence, and texts inside texts', async () => {
    const { tree, used } = await compile(
      'Sign in as <Shared id="sentence" />.\n\n<Shared id="nested" />',
    );
    expect(tree).toEqual([
      ['p', 0, 'Sign in as the ', ['code', 0, 'admin'], ' user.'],
      '\n',
      ['p', 0, 'Before. the ', ['code', 0, 'admin'], ' user After.'],
    ]);
    expect([...new Set(used as string[])].sort()).toEqual(['nested', 'sentence']);
  });

  it.each([
    ['an unknown id', '\n\n<Shared id="nowhere" />', 3, /there is no shared text "nowhere"/],
    ['an id that is not a file name', '<Shared id="../x" />', 1, /takes one prop, id=/],
    ['a second prop', '<Shared id="sentence" extra />', 1, /takes one prop, id=/],
    ['children', '<Shared id="sentence">x</Shared>', 1, /takes no children/],
    ['blocks inside a sentence', 'A <Shared id="password" /> b', 1, /must be one paragraph/],
    ['a text that includes itself', '<Shared id="loop" />', 1, /includes itself/],
    [
      'a text the allowlist refuses, named at the page\u2019s line',
      '\n\n\n<Shared id="unsafe" />',
      4,
      /<sCript> is not allowed/,
    ],
  ])('refuses %s, naming the page\u2019s line', async (_, value, line, message) => {
    await expect(compile(value)).rejects.toMatchObject({
      line,
      message: expect.stringMatching(message),
    });
  });
});

describe('shared texts on disk', () => {
  it('reads the locale of the page being compiled', () => {
    expect(localeOfFile('/site/content/zh/guide/a.mdx')).toBe('zh');
    expect(localeOfFile('/site/tests/fixtures/e2e-data/pages/en/x.mdx')).toBe('en');
    expect(localeOfFile('/site/notes/a.mdx')).toBeNull();
    const read = sharedTextsOnDisk('/nowhere');
    expect(
      read('x', { path: '/nowhere/en/a.mdx', data: {}, fail: () => undefined as never }),
    ).toBeNull();
  });
});
