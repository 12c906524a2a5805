/**
 * One English term, one Chinese rendering: content/data/glossary.yaml names
 * the rendering of each recurring term, and the checks here derive the rest
 * from it (tests/utils/glossary.ts). A term's variants are its `avoid` list,
 * its two characters in the other order (存储 → 储存) and its rendering
 * without the Latin-Chinese space; no zh page may use one in prose. And when
 * an English page names a term, its Chinese page must use the rendering.
 * Prose is what scripts/lintZh.mjs lints: text of the MDX tree and the titles
 * and summaries in front matter, never code, JSX props or URLs.
 * A `reserved` term (项目) may appear in a zh block only where the English
 * block it translates names the term. And a page pair that states how many
 * drivers AList has states the same count in both locales, one that allows
 * the number content/data/facts/drivers.json registers.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { proseOf } from '../../scripts/lintZh.mjs';
import {
  blocksOf,
  countableText,
  driverCountProblems,
  englishWordsOf,
  mentions,
  pairProblems,
  reservedProblems,
  statedCounts,
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
const enSource = new Map(
  pages.filter((page) => fs.existsSync(path.join(EN, page))).map((page) => [page, read(EN, page)]),
);
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
      expect(term.reserved === undefined || typeof term.reserved === 'boolean').toBe(true);
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

/** The drivers AList registers, and the numbers that begin a driver's name (115 Cloud, 123Pan…). */
const drivers = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'content/data/facts/drivers.json'), 'utf8'),
) as { name: string; registered_in_drivers_all_go: boolean }[];
const REGISTERED = drivers.filter((driver) => driver.registered_in_drivers_all_go).length;
const BRANDS = [
  ...new Set(drivers.flatMap((driver) => /^\d+/.exec(driver.name)?.map(Number) ?? [])),
];

describe('a reserved rendering stands only where the English text names the term', () => {
  const project: Term = {
    en: 'project',
    zh: '项目',
    note: 'n',
    reserved: true,
    allow: ['开源项目', 'AList 项目'],
  };
  const en = '# Title\n\nAList is a community project.\n\nMove several items at once.\n';

  it('reports the block whose English counterpart never says "project"', () => {
    const zh = '# 标题\n\nAList 是一个社区项目。\n\n一次移动多个项目。\n';
    expect(blocksOf(zh)).toHaveLength(3);
    expect(reservedProblems(project, en, zh)).toEqual([
      {
        near: '移动多个项目。',
        problem:
          '"…一次移动多个项目。…": the English text here never says "project" ("Move several items at once.…")',
      },
    ]);
    expect(reservedProblems(project, en, zh.replace('多个项目', '多个条目'))).toEqual([]);
  });

  it('keeps the allowed phrases and reads no code', () => {
    const zh = '# 标题\n\nAList 是一个社区项目。\n\n这个开源项目的 `项目` 可以一次移动多个。\n';
    expect(reservedProblems(project, en, zh)).toEqual([]);
    expect(
      reservedProblems({ ...project, reserved: false }, en, '# 标题\n\n项目\n\n项目\n'),
    ).toEqual([]);
  });

  it('falls back to the whole English page when the blocks do not line up', () => {
    const merged = '# 标题\n\nAList 是一个社区项目，一次移动多个项目。\n';
    expect(reservedProblems(project, en, merged)).toEqual([]);
    const noProject = '# Title\n\nMove several items at once.\n\nDelete them.\n\nDone.\n';
    expect(reservedProblems(project, noProject, merged)).toEqual([
      {
        near: '一个社区项目，一',
        problem: '"…AList 是一个社区项目，一次移动多个项…": the English page never says "project"',
      },
    ]);
  });

  it.each(glossary.terms.filter((t) => t.reserved).map((t) => [t.zh, t] as const))(
    '%s: every zh block that writes it translates English that names the term',
    (_zh, term) => {
      const found = [...enSource].flatMap(([page, english]) =>
        reservedProblems(term, english, zhSource.get(page)!).map(
          ({ near, problem }) => `${where(page, near)}: ${problem}`,
        ),
      );
      expect(found).toEqual([]);
    },
  );
});

describe('a page pair states the same number of drivers, and a true one', () => {
  it('reads counts of drivers, storages and providers in both languages', () => {
    const english = countableText(
      'AList reaches a dozen different storage services and Dozens of storages; 70+ providers. ' +
        'Mount 3 storages. The 115 drivers differ. `80 drivers` in code.\n',
    );
    expect(
      statedCounts(english, 'en', [115]).map(({ phrase, min, max }) => [phrase, min, max]),
    ).toEqual([
      ['a dozen different storage services', 10, 19],
      ['Dozens of storages', 20, 99],
      ['70+ providers', 70, Infinity],
    ]);
    const chinese = '支持数十种存储，几十个网盘，70 多种存储服务，十几家服务商。挂载 3 个存储。\n';
    expect(statedCounts(chinese, 'zh').map(({ phrase, min, max }) => [phrase, min, max])).toEqual([
      ['数十种存储', 20, 99],
      ['几十个网盘', 20, 99],
      ['70 多种存储服务', 71, Infinity],
      ['十几家服务商', 10, 19],
    ]);
    expect(statedCounts('```\n77 drivers\n```\n', 'en')).toHaveLength(1);
    expect(statedCounts(countableText('```\n77 drivers\n```\n'), 'en')).toEqual([]);
  });

  it('reports "a dozen" against 数十种, and a count that leaves out the registered number', () => {
    const dozen = statedCounts('a dozen different storage services', 'en');
    const tens = statedCounts('数十种不同的存储服务', 'zh');
    expect(driverCountProblems(dozen, tens, 77)).toEqual([
      'English says "a dozen different storage services" (10–19), but AList registers 77 drivers',
      'the pages disagree: English says "a dozen different storage services" (10–19), Chinese says "数十种不同的存储服务" (20–99)',
    ]);
    expect(driverCountProblems(statedCounts('dozens of storages', 'en'), tens, 77)).toEqual([]);
    expect(driverCountProblems(statedCounts('77 drivers', 'en'), [], 77)).toEqual([]);
    expect(driverCountProblems(statedCounts('over 80 drivers', 'en'), [], 77)).toEqual([
      'English says "over 80 drivers" (more than 80), but AList registers 77 drivers',
    ]);
    expect(driverCountProblems([], statedCounts('七十多种存储', 'zh'), 77)).toEqual([]);
    expect(driverCountProblems([], statedCounts('支持八十种驱动', 'zh'), 77)).toEqual([
      'Chinese says "八十种驱动" (80), but AList registers 77 drivers',
    ]);
  });

  it('every page pair that states a count agrees with itself and with the facts', () => {
    expect(REGISTERED).toBeGreaterThan(70);
    const found = [...enSource].flatMap(([page, english]) =>
      driverCountProblems(
        statedCounts(countableText(english), 'en', BRANDS),
        statedCounts(countableText(zhSource.get(page)!), 'zh', BRANDS),
        REGISTERED,
      ).map((problem) => `${page}: ${problem}`),
    );
    expect(found).toEqual([]);
  });
});
