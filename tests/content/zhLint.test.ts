/**
 * The Chinese copy-editing linter (scripts/lintZh.mjs, run over content/zh by
 * `npm test`) on small planted mistakes: each rule reports file-relative line
 * and column, and nothing that is not prose (front matter other than titles,
 * JSX and its props, expressions, code, URLs, heading ids) is ever reported
 * or changed by `--fix`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lintZh, maskZh, PLACEHOLDER } from '../../scripts/lintZh.mjs';

const SCRIPT = path.resolve(__dirname, '../../scripts/lintZh.mjs');

const rulesOf = (source: string) =>
  lintZh(source).findings.map(({ line, column, rule, found, suggestion }) => ({
    at: `${line}:${column}`,
    rule,
    found,
    suggestion,
  }));

describe('lintZh reports planted mistakes', () => {
  it('a missing space between Chinese and Latin letters or digits', () => {
    expect(rulesOf('使用AList挂载115网盘。\n')).toEqual([
      { at: '1:2', rule: 'space-around-alphabet', found: '用A', suggestion: '用 A' },
      { at: '1:7', rule: 'space-around-alphabet', found: 't挂', suggestion: 't 挂' },
      { at: '1:9', rule: 'space-around-number', found: '载1', suggestion: '载 1' },
      { at: '1:12', rule: 'space-around-number', found: '5网', suggestion: '5 网' },
    ]);
  });

  it('a missing space where markup separates Chinese from Latin text or code', () => {
    expect(rulesOf('填入**App key**后，运行`alist`命令。\n')).toEqual([
      {
        at: '1:3',
        rule: 'space-around-markup',
        found: '填入**App ke',
        suggestion: '填入 **App ke',
      },
      {
        at: '1:14',
        rule: 'space-around-markup',
        found: 'pp key**后，运行',
        suggestion: 'pp key** 后，运行',
      },
      {
        at: '1:18',
        rule: 'space-around-markup',
        found: '后，运行`alist`',
        suggestion: '后，运行 `alist`',
      },
      {
        at: '1:25',
        rule: 'space-around-markup',
        found: '`alist`命令。',
        suggestion: '`alist` 命令。',
      },
    ]);
  });

  it('a half-width comma or colon in a Chinese sentence', () => {
    expect(rulesOf('打开设置,然后保存。\n\n支持 WebDAV, 也支持 FTP。\n')).toEqual([
      { at: '1:5', rule: 'no-half-width-punctuation', found: ',', suggestion: '，' },
      {
        at: '3:10',
        rule: 'no-half-width-punctuation-before-chinese',
        found: ', ',
        suggestion: '，',
      },
    ]);
  });

  it('half-width brackets around Chinese words, and spaces beside full-width ones', () => {
    expect(rulesOf('填写 **token**(必填)。名称 （name） 即可。\n')).toEqual([
      { at: '1:13', rule: 'no-half-width-punctuation', found: '(', suggestion: '（' },
      { at: '1:16', rule: 'no-half-width-punctuation', found: ')', suggestion: '）' },
      { at: '1:20', rule: 'no-space-around-fullwidth-punctuation', found: ' ', suggestion: '' },
      { at: '1:27', rule: 'no-space-around-fullwidth-punctuation', found: ' ', suggestion: '' },
    ]);
  });

  it('a title or shortTitle in front matter spaced the wrong way', () => {
    const page =
      '---\ntitle: Dropbox工具\nshortTitle: "115网盘"\norder: 3\ntag: [中文A]\n---\n\n正文。\n';
    expect(rulesOf(page)).toEqual([
      { at: '2:14', rule: 'space-around-alphabet', found: 'x工', suggestion: 'x 工' },
      { at: '3:16', rule: 'space-around-number', found: '5网', suggestion: '5 网' },
    ]);
  });
});

describe('lintZh leaves what is not prose alone', () => {
  const page = [
    '---',
    'title: 选项',
    'data: [drivers/中文English]',
    '---',
    '',
    "import Foo from './中文English';",
    '',
    '## 获取令牌 [#get-a-token]',
    '',
    '<OptionsTable driver="Dropbox中文" label={"a,中文(备注)"} />',
    '',
    '<Tabs id="os">',
    '<Tab label="中文English,(中文)">',
    '',
    '运行 `echo 中文English,(中文)` 即可。{/* 中文English */}',
    '',
    '</Tab>',
    '</Tabs>',
    '',
    '```bash',
    'echo 中文English,(中文)',
    '```',
    '',
    // A space before 。 after a bare URL stays: without it the autolink would take the 。.
    '地址是 https://example.com/中文/a,b 。见 [文档](/中文English/(x)) 和 www.example.com/中文。',
    '',
    ':tada: 完成:tada:',
    '',
  ].join('\n');

  it('reports nothing in front matter, ESM, JSX props, expressions, code, URLs or heading ids', () => {
    expect(rulesOf(page)).toEqual([]);
  });

  it('masks every character it does not lint, keeping line breaks and length', () => {
    const masked = maskZh(page);
    expect(masked).toHaveLength(page.length);
    expect(masked.split('\n')).toHaveLength(page.split('\n').length);
    for (const hidden of ['Dropbox中文', 'a,中文', 'get-a-token', 'echo', 'example.com', 'tada'])
      expect(masked).not.toContain(hidden);
    expect(masked).toContain('选项');
    expect(masked).toContain('获取令牌');
    expect(masked).toContain('运行 ');
    expect(masked).toContain(PLACEHOLDER);
  });

  it('--fix changes prose only, and what it leaves passes', () => {
    const mistakes = `${page}\n使用AList挂载115网盘,然后填入**App key**(必填)。\n`;
    const { output } = lintZh(mistakes, { fix: true });
    expect(output).toBe(`${page}\n使用 AList 挂载 115 网盘，然后填入 **App key**（必填）。\n`);
    expect(lintZh(output).findings).toEqual([]);
  });
});

describe('the quiet-line shortcut', () => {
  it('finds what a full pass finds, on real pages with planted mistakes', () => {
    const root = path.resolve(__dirname, '../../content/zh');
    for (const page of ['guide/install/docker.mdx', 'config/configuration.mdx', 'faq/howto.mdx']) {
      const planted = readFileSync(path.join(root, page), 'utf8')
        .replace(/(\p{Script=Han}) ([A-Za-z0-9])/gu, '$1$2')
        .replace(/([A-Za-z0-9]) (\p{Script=Han})/gu, '$1$2')
        .replace(/(\p{Script=Han})，/gu, '$1,')
        .replace(/（(\p{Script=Han}+)）/gu, '($1)')
        .replace(/：/g, ': ')
        .replace(/1/g, '１');
      const quick = lintZh(planted).findings;
      expect(quick.length).toBeGreaterThan(20);
      expect(quick).toEqual(lintZh(planted, { everyLine: true }).findings);
    }
  });
});

describe('node scripts/lintZh.mjs', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lintzh-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails with file:line:column, the rule and a suggestion; --fix repairs the file', () => {
    const file = path.join(dir, 'page.mdx');
    writeFileSync(file, '---\ntitle: Dropbox工具\n---\n\n<Badge text="中文A" />\n\n使用AList。\n');
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [SCRIPT, ...args, file], { encoding: 'utf8' });

    const failed = run();
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(
      `${file}:2:14  space-around-alphabet  a space between Chinese and Latin letters`,
    );
    expect(failed.stderr).toContain('"x工" → "x 工"');
    expect(failed.stderr).toContain(`${file}:7:2  space-around-alphabet`);
    expect(failed.stderr).not.toContain(':5:');

    expect(run('--fix').status).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(
      '---\ntitle: Dropbox 工具\n---\n\n<Badge text="中文A" />\n\n使用 AList。\n',
    );
    expect(run().status).toBe(0);
  });
});
