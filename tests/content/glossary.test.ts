/**
 * One English term, one Chinese rendering: content/data/glossary.yaml names
 * the rendering of each recurring term, and the checks here derive the rest
 * from it (tests/utils/glossary.ts). A term's variants are its `avoid` list,
 * its two characters in the other order (存储 → 储存) and its rendering
 * without the Latin-Chinese space; no zh page may use one in prose. And when
 * an English page names a term, its Chinese page must use the rendering.
 * Prose is what scripts/lintZh.mjs lints: text of the MDX tree and the titles
 * and summaries in front matter, never code, JSX props or URLs.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { proseOf } from '../../scripts/lintZh.mjs';
import {
  englishWordsOf,
  mentions,
  pairProblems,
  type Term,
  variantsIn,
  variantsOf,
} from '../utils/glossary';
import { mdxFilesUnder } from '../utils/mdxFiles';

const ROOT = path.resolve(__dirname, '../..');
const glossary = YAML.parse(
  fs.readFileSync(path.join(ROOT, 'content/data/glossary.yaml'), 'utf8'),
) as { terms: Term[] };

const walk = mdxFilesUnder;

const ZH = path.join(ROOT, 'content/zh');
const EN = path.join(ROOT, 'content/en');
const pages = walk(ZH).map((file) => path.relative(ZH, file).split(path.sep).join('/'));

const read = (dir: string, page: string) => fs.readFileSync(path.join(dir, page), 'utf8');
const zhSource = new Map(pages.map((page) => [page, read(ZH, page)]));
const zhProse = new Map(pages.map((page) => [page, proseOf(zhSource.get(page)!)]));
const enProse = new Map(
  pages
    .filter((page) => fs.existsSync(path.join(EN, page)))
    .map((page) => [page, proseOf(read(EN, page))]),
);

/** `content/zh/<page>:<line>` of the first line of the page's source holding `text`. */
const where = (page: string, text: string) => {
  const lines = zhSource.get(page)!.split('\n');
  const index = lines.findIndex((line) => line.toLowerCase().includes(text.toLowerCase()));
  return `content/zh/${page}${index >= 0 ? `:${index + 1}` : ''}`;
};

describe('the glossary', () => {
  it('is well formed: every term has en, zh and a note, and never avoids its own rendering', () => {
    expect(glossary.terms.length).toBeGreaterThan(0);
    for (const term of glossary.terms) {
      expect([term.en, term.zh, term.note].every((v) => typeof v === 'string' && v.trim())).toBe(
        true,
      );
      for (const variant of term.avoid ?? []) expect(term.zh.includes(variant)).toBe(false);
      for (const list of [term.avoid, term.allow, term.match, term.also])
        expect(list === undefined || list.every((v) => typeof v === 'string' && v)).toBe(true);
      expect(term.pairs === undefined || typeof term.pairs === 'boolean').toBe(true);
    }
  });

  it('gives each rendering to one term, and no term a variant that is another term', () => {
    const renderings = glossary.terms.map((term) => term.zh);
    expect(new Set(renderings).size).toBe(renderings.length);
    for (const term of glossary.terms)
      for (const variant of variantsOf(term)) expect(renderings).not.toContain(variant);
  });

  it('covers the terms the issues name', () => {
    const names = glossary.terms.map((t) => t.en).join('\n');
    for (const needed of [
      'native_proxy',
      'web_proxy',
      '302 redirect',
      'refresh token',
      'mount path',
      'storage',
      'meta',
      'offline download',
      'readme',
      'header',
    ])
      expect(names).toContain(needed);
  });
});

describe('variants come from the glossary', () => {
  const term = (zh: string, extra: Partial<Term> = {}): Term => ({
    en: 'x',
    zh,
    note: 'n',
    ...extra,
  });

  it('swaps a two-character rendering and drops the Latin-Chinese space', () => {
    expect(variantsOf(term('存储'))).toEqual(['储存']);
    expect(variantsOf(term('顶部说明', { avoid: ['顶部信息'] }))).toEqual(['顶部信息']);
    expect(variantsOf(term('Web 代理', { avoid: ['网页代理'] }))).toEqual(['网页代理', 'Web代理']);
    expect(variantsOf(term('302 重定向'))).toEqual(['302重定向']);
  });

  it('finds every variant of every glossary term in a page that uses it', () => {
    for (const entry of glossary.terms)
      for (const variant of variantsOf(entry))
        expect(variantsIn(`这里写成了${variant}。`, entry)).toContain(variant);
    const storage = glossary.terms.find((t) => t.en === 'storage')!;
    expect(variantsOf(storage)).toContain('储存');
  });

  it('does not read a variant across the rendering (存储存放 is not 储存)', () => {
    expect(variantsIn('本地存储存放在磁盘上。', term('存储'))).toEqual([]);
    expect(variantsIn('添加一个储存。', term('存储'))).toEqual(['储存']);
  });

  it('ignores code blocks, inline code and JSX props', () => {
    const local: Term = { en: 'x', zh: '本地代理', note: 'n', avoid: ['本机代理'] };
    const page = '用 `本机代理`。\n\n<Badge text="本机代理" />\n\n```text\n本机代理\n```\n';
    expect(variantsIn(proseOf(page), local)).toEqual([]);
    expect(variantsIn(proseOf('WebDAV 使用本机代理。'), local)).toEqual(['本机代理']);
  });

  it('accepts the allowed phrases', () => {
    const refresh = glossary.terms.find((t) => t.zh === '刷新令牌')!;
    expect(variantsIn('复制刷新令牌（refresh token）。', refresh)).toEqual([]);
    expect(variantsIn('复制 refresh token。', refresh)).toEqual(['refresh token']);
  });
});

describe('a page pair uses the rendering of every term its English page names', () => {
  const storage = glossary.terms.find((t) => t.en === 'storage')!;
  const header = glossary.terms.find((t) => t.zh === '顶部说明')!;
  const webProxy = glossary.terms.find((t) => t.zh === 'Web 代理')!;

  it('reports a Chinese page that writes a variant, or never the rendering', () => {
    const english = proseOf('---\ntitle: Add a storage\n---\n\nAdd a storage for the drive.\n');
    expect(mentions(english, storage)).toBe(true);
    expect(pairProblems(storage, english, proseOf('添加一个储存。\n'))).toEqual([
      'the English page says "storage" but the Chinese page never says "存储"',
      'found "储存" (use "存储")',
    ]);
    expect(pairProblems(storage, english, proseOf('添加一个存储。\n'))).toEqual([]);
  });

  it('reads the English words the glossary gives a term, and not the same word elsewhere', () => {
    expect(englishWordsOf(header)).toContain('readme or header');
    const meta = proseOf('A folder can have a readme or header shown with the listing.\n');
    expect(pairProblems(header, meta, proseOf('文件夹可以有说明或顶部信息。\n'))).toEqual([
      'the English page says "readme and header" / "readme or header" / "readme, header" / "header of its meta rule" but the Chinese page never says "顶部说明"',
      'found "顶部信息" (use "顶部说明")',
    ]);
    // An HTTP header is another word.
    const http = proseOf('Send the token in the `Authorization` header.\n');
    expect(pairProblems(header, http, proseOf('在请求头中发送令牌。\n'))).toEqual([]);
  });

  it('counts the option a term names as using it', () => {
    const english = proseOf('The web proxy switch is absent.\n');
    expect(pairProblems(webProxy, english, '没有这个开关。')).toHaveLength(1);
    expect(pairProblems(webProxy, english, '没有 web_proxy 开关。')).toEqual([]);
  });
});

describe('zh pages use the glossary terms', () => {
  it.each(glossary.terms.map((t) => [t.zh, t] as const))(
    '%s: no zh page uses a variant',
    (_zh, term) => {
      const found = pages.flatMap((page) =>
        variantsIn(zhProse.get(page)!, term).map(
          (variant) => `${where(page, variant)}: "${variant}" for "${term.en}" (use "${term.zh}")`,
        ),
      );
      expect(found).toEqual([]);
    },
  );

  it.each(glossary.terms.filter((t) => t.pairs !== false).map((t) => [t.zh, t] as const))(
    '%s: every zh page whose English page names the term uses it',
    (_zh, term) => {
      const found = [...enProse].flatMap(([page, english]) =>
        pairProblems(term, english, zhProse.get(page)!, zhSource.get(page)!)
          .filter((problem) => problem.startsWith('the English page'))
          .map((problem) => `content/zh/${page}: "${term.en}": ${problem}`),
      );
      expect(found).toEqual([]);
    },
  );
});
