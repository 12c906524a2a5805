/**
 * Both locales carry the same pages with the same heading structure, and
 * every content page has real substance (prose, not counting code or tables).
 */
import fs from 'node:fs';
import path from 'node:path';
import { headingsOf } from '../utils/headingsOf';
import { mdxFilesUnder } from '../utils/mdxFiles';

const ROOT = 'content';
const walk = mdxFilesUnder;

const pagesOf = (locale: string) =>
  walk(path.join(ROOT, locale))
    .map((file) => path.relative(path.join(ROOT, locale), file))
    .sort();

const read = (locale: string, page: string) =>
  fs.readFileSync(path.join(ROOT, locale, page), 'utf8');

/** Body prose only: no front matter, code blocks, tables, JSX tags, URLs or heading lines. */
export function prose(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '')
    .split('\n')
    .filter((line) => !/^\s*(\||<|#|:::)/.test(line))
    .join('\n')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, '');
}

const englishWords = (text: string) => text.match(/[A-Za-z][A-Za-z'’-]*/g)?.length ?? 0;
const chineseCharacters = (text: string) => text.match(/\p{Script=Han}/gu)?.length ?? 0;

const english = pagesOf('en');
const chinese = pagesOf('zh');
const isIndex = (page: string) => page.endsWith('index.mdx');
// Pages that are short by design, with the reason.
const SHORT_BY_DESIGN: Record<string, string> = {
  'pricing.mdx': 'plan cards rendered from component props',
};

describe('the two locales', () => {
  it('have the same pages', () => {
    expect(chinese).toEqual(english);
  });

  it.each(english.filter((page) => chinese.includes(page)))(
    '%s has the same heading levels in both locales',
    (page) => {
      const levels = (locale: string) => headingsOf(read(locale, page)).map((h) => h.depth);
      expect(levels('zh')).toEqual(levels('en'));
    },
  );
});

/**
 * Storage pages add a generated option table, so their prose bar is lower (issue #4);
 * on a tool page the tool is the content and the prose only frames it.
 */
const minimum = (page: string) =>
  page.startsWith('tool/')
    ? { words: 100, characters: 150 }
    : page.startsWith('guide/drivers/')
      ? { words: 200, characters: 300 }
      : { words: 250, characters: 400 };

describe('substance', () => {
  // Shared texts (_shared/) are not pages: each is one fact that pages show in their own prose.
  const pages = english.filter(
    (page) => !isIndex(page) && !(page in SHORT_BY_DESIGN) && !page.startsWith('_shared/'),
  );

  it.each(pages)('%s has enough English prose', (page) => {
    expect(englishWords(prose(read('en', page)))).toBeGreaterThanOrEqual(minimum(page).words);
  });

  it.each(pages.filter((page) => chinese.includes(page)))('%s has enough Chinese prose', (page) => {
    expect(chineseCharacters(prose(read('zh', page)))).toBeGreaterThanOrEqual(
      minimum(page).characters,
    );
  });

  it('finds no placeholder text', () => {
    const placeholders = [...english.map((p) => ['en', p]), ...chinese.map((p) => ['zh', p])]
      .filter(([locale, page]) =>
        /\b(TODO|TBD|lorem ipsum|coming soon)\b|待补充|敬请期待/i.test(read(locale!, page!)),
      )
      .map(([locale, page]) => `${locale}/${page}`);
    expect(placeholders).toEqual([]);
  });
});

/**
 * Pages whose anchors must match between locales: the guide, install, advanced,
 * config, FAQ and community pages (issue 3). Storage and API pages are generated
 * per locale by their own helpers and are checked by their own coverage tests.
 */
const ANCHORED =
  /^(config\/|faq\/|community\/|guide\/install\/|guide\/advanced\/|guide\/(index|changelog|community|ecosystem|webdav|writing-docs)\.mdx$|(index|pricing)\.mdx$)/;

describe('heading anchors', () => {
  it.each(english.filter((page) => chinese.includes(page) && ANCHORED.test(page)))(
    '%s has the same anchors in both locales',
    (page) => {
      const ids = (locale: string) => headingsOf(read(locale, page)).map((h) => h.id);
      expect(ids('zh')).toEqual(ids('en'));
    },
  );
});

/** Wording used the same way on every page; each entry gives the term to use instead. */
const AVOID: { locale: string; pattern: RegExp; use: string }[] = [
  { locale: 'zh', pattern: /游客/, use: '访客 (guest)' },
  { locale: 'zh', pattern: /本机存储/, use: '本地存储 (Local storage)' },
  { locale: 'zh', pattern: /双因素|双重验证|二次验证|二步验证/, use: '两步验证 (2FA)' },
  { locale: 'zh', pattern: /设置\s*→\s*索引/, use: '“索引”页面 (its own admin panel entry)' },
  {
    locale: 'en',
    pattern: /Settings\s*→\s*Index\b/,
    use: 'the Indexes page (its own admin panel entry)',
  },
];

describe('terminology', () => {
  it.each(AVOID)('$locale pages avoid $pattern (use $use)', ({ locale, pattern }) => {
    const pages = (locale === 'en' ? english : chinese).filter((page) => ANCHORED.test(page));
    expect(pages.filter((page) => pattern.test(read(locale, page)))).toEqual([]);
  });
});
