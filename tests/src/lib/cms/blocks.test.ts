import fs from 'node:fs';
import path from 'node:path';
import {
  BLOCKS,
  containerBlock,
  elementBlock,
  tabsBlock,
  type BlockComponent,
} from '../../../../src/lib/cms/blocks';

/** What Decap does with a pattern: match at the start of the remaining text. */
function readBlock<Data>(block: BlockComponent<Data>, text: string) {
  const match = text.match(block.pattern);
  if (!match || match.index !== 0) throw new Error(`${block.id} does not match:\n${text}`);
  return { match: match[0], data: block.fromBlock(match) };
}

describe('containers', () => {
  const written =
    ':::warning[Back up first]\nCopy `data/` before you upgrade.\n\n- one\n- two\n:::';

  it('reads a container and writes it back unchanged', () => {
    const { match, data } = readBlock(containerBlock, `${written}\n\nNext paragraph.`);
    expect(match).toBe(written);
    expect(data).toEqual({
      kind: 'warning',
      title: 'Back up first',
      body: 'Copy `data/` before you upgrade.\n\n- one\n- two',
    });
    expect(containerBlock.toBlock(data)).toBe(written);
  });

  it('writes the form values in the authoring syntax', () => {
    expect(containerBlock.toBlock({ kind: 'tip', title: '', body: 'Short.' })).toBe(
      ':::tip\nShort.\n:::',
    );
    expect(containerBlock.toBlock({ kind: 'details', title: 'More', body: '' })).toBe(
      ':::details[More]\n:::',
    );
    // A fresh component has only its defaults.
    expect(containerBlock.toBlock({})).toBe(':::tip\n:::');
    const empty = readBlock(containerBlock, ':::details[More]\n:::');
    expect(empty.data).toEqual({ kind: 'details', title: 'More', body: '' });
  });

  it('gives a container holding another one a longer fence', () => {
    const nested = containerBlock.toBlock({ kind: 'details', body: ':::tip\nInside\n:::' });
    expect(nested).toBe('::::details\n:::tip\nInside\n:::\n::::');
    expect(readBlock(containerBlock, nested).data.body).toBe(':::tip\nInside\n:::');
  });

  it('ignores unknown kinds and containers that are not at the start', () => {
    expect(':::note\nx\n:::').not.toMatch(containerBlock.pattern);
    expect('Intro\n\n:::tip\nx\n:::').not.toMatch(containerBlock.pattern);
    // An unclosed container is not a block the editor can own.
    expect(':::tip\nx\n').not.toMatch(containerBlock.pattern);
  });
});

describe('tabs', () => {
  const written = [
    '<Tabs id="os">',
    '<Tab label="Linux">',
    '',
    '```bash\n./alist server\n```',
    '',
    '</Tab>',
    '<Tab label="Windows">',
    '',
    'Run `alist.exe server`.',
    '',
    '</Tab>',
    '</Tabs>',
  ].join('\n');

  it('reads tabs and writes them back unchanged', () => {
    const { match, data } = readBlock(tabsBlock, `${written}\n`);
    expect(match).toBe(written);
    expect(data).toEqual({
      id: 'os',
      tabs: [
        { label: 'Linux', body: '```bash\n./alist server\n```' },
        { label: 'Windows', body: 'Run `alist.exe server`.' },
      ],
    });
    expect(tabsBlock.toBlock(data)).toBe(written);
  });

  it('leaves blocks with attributes it cannot write alone', () => {
    expect('<Tabs id={name}>\n<Tab label="a">x</Tab>\n</Tabs>').not.toMatch(tabsBlock.pattern);
  });

  it('writes a tab without content on one line and leaves out an empty id', () => {
    expect(tabsBlock.toBlock({ tabs: [{ label: 'A', body: '' }] })).toBe(
      '<Tabs>\n<Tab label="A"></Tab>\n</Tabs>',
    );
  });
});

describe('self-closing elements', () => {
  const table = elementBlock('OptionsTable', 'Options', [{ name: 'driver', label: 'Driver' }]);

  it('reads and writes one element on its own line', () => {
    const { data } = readBlock(table, '<OptionsTable driver="FTP" />\n\n## Next');
    expect(data).toEqual({ driver: 'FTP' });
    expect(table.toBlock(data)).toBe('<OptionsTable driver="FTP" />');
  });

  it('writes attributes in the declared order and leaves out empty ones', () => {
    const badge = BLOCKS.find((block) => block.id === 'Badge')!;
    expect(badge.toBlock({ type: 'warning', text: 'v3.45+' })).toBe(
      '<Badge text="v3.45+" type="warning" />',
    );
    const catalog = BLOCKS.find((block) => block.id === 'AutoCatalog')!;
    expect(catalog.toBlock({ base: '' })).toBe('<AutoCatalog />');
    expect(catalog.toBlock({ base: 'say "hi"' })).toBe('<AutoCatalog base="say &quot;hi&quot;" />');
  });

  it('does not take an element that shares its line with text', () => {
    expect('<Badge text="new" /> in a sentence').not.toMatch(BLOCKS[2].pattern);
  });
});

describe('every block in the content', () => {
  const files = ['en', 'zh'].flatMap((locale) =>
    fs
      .readdirSync(path.join('content', locale), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => path.join('content', locale, file)),
  );

  /** Blocks start at the beginning of a line outside fenced code. */
  function blockStarts(text: string): string[] {
    const starts: string[] = [];
    let fence: string | null = null;
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      const marker = line.match(/^\s*(`{3,}|~{3,})/)?.[1];
      if (marker && (fence === null || marker.startsWith(fence))) {
        fence = fence === null ? marker : null;
        return;
      }
      if (fence === null) starts.push(lines.slice(index).join('\n'));
    });
    return starts;
  }

  it('is written back by the CMS exactly as it was written by hand', () => {
    let checked = 0;
    const differences: string[] = [];
    for (const file of files) {
      for (const rest of blockStarts(fs.readFileSync(file, 'utf8'))) {
        for (const block of BLOCKS as unknown as readonly BlockComponent<
          Record<string, unknown>
        >[]) {
          const match = rest.match(block.pattern);
          if (!match) continue;
          checked += 1;
          const written = block.toBlock(block.fromBlock(match));
          if (written !== match[0]) differences.push(`${file} (${block.id}):\n${match[0]}`);
        }
      }
    }
    expect(differences).toEqual([]);
    // The content uses containers, tabs and tables on many pages.
    expect(checked).toBeGreaterThan(300);
  });
});
