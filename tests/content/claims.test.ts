/**
 * The claims record (content/data/claims/*.yaml) lists every behaviour claim
 * checked against AList's source. An entry must point at a page that exists
 * in both locales and at a heading id both locales carry, so a maintainer can
 * open the place and re-check it; the source must name a file of AList's tree
 * and a declaration that file holds (content/data/facts/symbols.json, written
 * by `npm run facts`). Each entry quotes the words it checked, as written on
 * one line of each locale's page (or of the data file it names), and a
 * corrected or hedged entry records a second reading. The rules are in
 * tests/utils/claims.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {
  type Claim,
  chineseCharacters,
  collapse,
  declares,
  englishWords,
  isDay,
  type Locale,
  parseSource,
  quoteIn,
  quoteProblems,
  secondProblems,
  sourceProblems,
  type Symbols,
} from '../utils/claims';
import { headingsOf } from '../utils/headingsOf';

const ROOT = path.resolve(__dirname, '../..');
const CLAIMS = path.join(ROOT, 'content/data/claims');
const RESULTS = ['confirmed', 'corrected', 'hedged'];

const files = fs.existsSync(CLAIMS)
  ? fs.readdirSync(CLAIMS).filter((name) => name.endsWith('.yaml'))
  : [];

/** content/<locale>/<page>.mdx, or the folder's index.mdx. */
export function pageFile(locale: string, page: string): string | null {
  const candidates = [`${page}.mdx`, `${page}/index.mdx`].map((name) =>
    path.join(ROOT, 'content', locale, name),
  );
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

const idsCache = new Map<string, Set<string>>();
function headingIds(file: string): Set<string> {
  let ids = idsCache.get(file);
  if (!ids) {
    ids = new Set(headingsOf(fs.readFileSync(file, 'utf8')).map((heading) => heading.id));
    idsCache.set(file, ids);
  }
  return ids;
}

/** What is wrong with one entry, or an empty list. */
export function problemsOf(claim: Claim): string[] {
  const problems: string[] = [];
  for (const key of ['page', 'claim', 'source', 'result'] as const)
    if (typeof claim[key] !== 'string' || !claim[key].trim()) problems.push(`no ${key}`);
  if (problems.length) return problems;
  if (!RESULTS.includes(claim.result))
    problems.push(`result "${claim.result}" is not one of ${RESULTS.join(', ')}`);
  for (const locale of ['en', 'zh']) {
    const file = pageFile(locale, claim.page);
    if (!file) {
      problems.push(`page ${claim.page} does not exist in ${locale}`);
      continue;
    }
    if (claim.anchor !== undefined && !headingIds(file).has(claim.anchor))
      problems.push(`#${claim.anchor} is not a heading id of ${path.relative(ROOT, file)}`);
  }
  return problems;
}

const symbols = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'content/data/facts/symbols.json'), 'utf8'),
) as Symbols;

const texts = new Map<string, string | null>();
/** A file's text by its path from the repository root, or null; read once. */
function readText(rel: string): string | null {
  if (!texts.has(rel)) {
    const file = path.join(ROOT, rel);
    texts.set(rel, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
  }
  return texts.get(rel)!;
}

/** The page file of a claim in a locale, with its text (for the quote check). */
/**
 * A page's text for its quotes: its own, then each shared text it shows
 * (`<Shared id="…" />`, src/lib/mdx/remarkShared.ts), which is the page's text too.
 */
const pageOf = (page: string) => (locale: Locale) => {
  const file = pageFile(locale, page);
  if (!file) return null;
  const rel = path.relative(ROOT, file);
  const own = readText(rel)!;
  const shared = [...own.matchAll(/<Shared id="([a-z0-9-]+)"/g)].map(
    (match) => readText(`content/${locale}/_shared/${match[1]}.mdx`) ?? '',
  );
  return {
    file: shared.length ? `${rel} (with its shared texts)` : rel,
    text: [own, ...shared].join('\n'),
  };
};

const entries = files.flatMap((name) => {
  const list = (YAML.parse(fs.readFileSync(path.join(CLAIMS, name), 'utf8')) ?? []) as Claim[];
  return list.map((claim, index) => ({ where: `${name} #${index + 1}`, claim }));
});

describe('the claims record', () => {
  it('holds checked claims', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it('points every entry at a page and heading that exist in both locales', () => {
    const problems = entries.flatMap(({ where, claim }) =>
      problemsOf(claim).map(
        (problem) => `${where} (${claim.page}#${claim.anchor ?? ''}): ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('names a source file of AList for every entry', () => {
    const bad = entries.filter(
      ({ claim }) =>
        !/^(drivers|server|internal|pkg|cmd|public)\/[\w./-]+\.go\b/.test(claim.source ?? ''),
    );
    expect(bad.map(({ where, claim }) => `${where}: ${claim.source}`)).toEqual([]);
  });

  it('cites in every source a declaration of the file it names', () => {
    const bad = entries.flatMap(({ where, claim }) =>
      sourceProblems(claim.source, symbols).map(
        (problem) => `${where}: ${claim.source}: ${problem}`,
      ),
    );
    expect(bad).toEqual([]);
  });

  it('quotes every entry on one line of its page in both locales (or of the data file it names)', () => {
    const bad = entries.flatMap(({ where, claim }) =>
      quoteProblems(claim, pageOf(claim.page), readText).map(
        (problem) => `${where} (${claim.page}): ${problem}`,
      ),
    );
    expect(bad).toEqual([]);
  });

  it('gives every corrected or hedged entry a second reading', () => {
    const bad = entries.flatMap(({ where, claim }) =>
      secondProblems(claim).map((problem) => `${where} (${claim.result}): ${problem}`),
    );
    expect(bad).toEqual([]);
  });

  it('finds a page that does not exist and an anchor that is not there', () => {
    expect(
      problemsOf({ page: 'guide/nowhere', claim: 'x', source: 'x.go', result: 'confirmed' }),
    ).toEqual([
      'page guide/nowhere does not exist in en',
      'page guide/nowhere does not exist in zh',
    ]);
    expect(
      problemsOf({
        page: 'guide/install',
        anchor: 'no-such-heading',
        claim: 'x',
        source: 'x.go',
        result: 'hedged',
      }),
    ).toHaveLength(2);
  });
});

describe('the claims rules on small entries', () => {
  const index: Symbols = {
    'cmd/common.go': ['Init', 'Release'],
    'cmd/user.go': ['DelUserCacheOnline'],
    'cmd/server.go': ['ServerCmd', 'init'],
    'drivers/local/driver.go': ['Local', 'Local.Init', 'Local.List'],
    'internal/conf/const.go': [],
  };

  describe('source', () => {
    it('reads a name, Type.Method, (*Type).Method and (Type).Method', () => {
      expect(parseSource('drivers/local/driver.go (*Local).Init')).toEqual({
        file: 'drivers/local/driver.go',
        name: 'Local.Init',
        rest: '',
      });
      expect(parseSource('drivers/local/driver.go (Local).List').name).toBe('Local.List');
      expect(parseSource('internal/conf/const.go').name).toBeNull();
      expect(declares(['Local.Init'], 'Init')).toBe(true);
      expect(declares(['Local.Init'], 'Local.Init')).toBe(true);
      expect(declares(['Local.Init'], 'Other.Init')).toBe(false);
      expect(declares(['Initialise'], 'Init')).toBe(false);
    });

    it('accepts Name, Type.Method, (*Type).Method and a bare Method the file declares', () => {
      for (const source of [
        'cmd/server.go ServerCmd',
        'drivers/local/driver.go Local',
        'drivers/local/driver.go Local.Init',
        'drivers/local/driver.go (*Local).List',
        'drivers/local/driver.go Init',
      ])
        expect([source, sourceProblems(source, index)]).toEqual([source, []]);
    });

    it('fails a file the index does not hold, a missing name and a name of another file', () => {
      expect(sourceProblems('cmd/nowhere.go Init', index)).toEqual([
        'cmd/nowhere.go is not a .go file of AList (content/data/facts/symbols.json)',
      ]);
      expect(sourceProblems('internal/conf/const.go', index)).toEqual([
        'names no declaration after internal/conf/const.go',
      ]);
      expect(sourceProblems('cmd/common.go DelUserCacheOnline', index)).toEqual([
        'cmd/common.go does not declare DelUserCacheOnline (cmd/user.go does)',
      ]);
      expect(sourceProblems('drivers/local/driver.go Other.Init', index)).toEqual([
        'drivers/local/driver.go does not declare Other.Init',
      ]);
      expect(sourceProblems('cmd/server.go ServerCmd and more', index)).toEqual([
        'has more than a file and a name ("and more")',
      ]);
    });
  });

  describe('quote', () => {
    const pages: Record<Locale, { file: string; text: string }> = {
      en: {
        file: 'content/en/guide/x.mdx',
        text: '# X\n\nThe driver  **refreshes** the token\nbefore it expires.\n',
      },
      zh: { file: 'content/zh/guide/x.mdx', text: '# X\n\n驱动会在令牌过期前**刷新**令牌。\n' },
    };
    const data: Record<string, string> = {
      'content/data/drivers/x.yaml':
        'help:\n  en: How many entries AList asks for.\n  zh: 每次列目录请求获取的条目数。\n',
    };
    const check = (quote: unknown) =>
      quoteProblems(
        { quote } as Claim,
        (locale) => pages[locale],
        (file) => data[file] ?? null,
      );

    it('finds a quote on one line as written, whitespace runs collapsed', () => {
      expect(quoteIn('driver **refreshes** the', pages.en.text)).toBe(true);
      expect(quoteIn('the token before it expires', pages.en.text)).toBe(false);
      expect(quoteIn('driver refreshes', pages.en.text)).toBe(false);
      expect(collapse('  a \t b\n c ')).toBe('a b c');
      expect(
        check({ en: 'The driver **refreshes** the token', zh: '驱动会在令牌过期前**刷新**令牌' }),
      ).toEqual([]);
    });

    it('counts English words and Chinese characters: 3–12 and 6–30', () => {
      expect(englishWords('Keep `/`. The driver only recognises the top')).toBe(7);
      expect(englishWords('a — b')).toBe(2);
      expect(chineseCharacters('只检查 **endpoint** 和 **access_token** 是否填写')).toBe(8);
      expect(check({ en: 'The driver', zh: '驱动会在令牌过期前**刷新**令牌' })).toEqual([
        'quote.en has 2 English words (3–12): "The driver"',
      ]);
      expect(check({ en: 'The driver **refreshes** the token', zh: '令牌过期' })).toEqual([
        'quote.zh has 4 Chinese characters (6–30): "令牌过期"',
      ]);
      const long = 'word '.repeat(13).trim();
      expect(check({ en: long, zh: '驱动会在令牌过期前' })[0]).toMatch(
        /^quote.en has 13 English words/,
      );
    });

    it('fails a missing quote, a missing locale and a quote the page does not hold', () => {
      expect(check(undefined)).toEqual(['no quote']);
      expect(check('The driver refreshes')).toEqual(['quote is not a mapping of en and zh']);
      expect(check({ en: 'The driver **refreshes** the token' })).toEqual(['no quote.zh']);
      expect(
        check({ en: 'The driver renews the token', zh: '驱动会在令牌过期前**刷新**令牌' }),
      ).toEqual([
        'quote.en is not on one line of content/en/guide/x.mdx: "The driver renews the token"',
      ]);
      expect(
        check({
          en: 'The driver **refreshes** the token',
          zh: '驱动会在令牌过期前刷新令牌',
          extra: 1,
        }),
      ).toEqual([
        'quote has an unknown key "extra" (en, zh, file)',
        'quote.zh is not on one line of content/zh/guide/x.mdx: "驱动会在令牌过期前刷新令牌"',
      ]);
    });

    it('searches the data file a quote names instead of the pages', () => {
      const file = 'content/data/drivers/x.yaml';
      expect(
        check({ en: 'How many entries AList asks for.', zh: '每次列目录请求获取的条目数', file }),
      ).toEqual([]);
      expect(
        check({ en: 'The driver **refreshes** the token', zh: '每次列目录请求获取的条目数', file }),
      ).toEqual([`quote.en is not on one line of ${file}: "The driver **refreshes** the token"`]);
      expect(
        check({
          en: 'How many entries AList asks for.',
          zh: '每次列目录请求获取的条目数',
          file: 'content/data/drivers/y.yaml',
        }),
      ).toEqual(['quote.file content/data/drivers/y.yaml does not exist']);
      for (const bad of [
        'drivers/x.yaml',
        'content/data/../../package.json',
        'content/en/guide/x.mdx',
      ])
        expect(
          check({
            en: 'How many entries AList asks for.',
            zh: '每次列目录请求获取的条目数',
            file: bad,
          }),
        ).toEqual([`quote.file "${bad}" is not a content/data/….yaml path`]);
    });
  });

  describe('second reading', () => {
    const second = { by: 'reader-a', on: '2026-11-29', result: 'confirmed' };

    it('is required for corrected and hedged entries only', () => {
      expect(secondProblems({ result: 'confirmed' })).toEqual([]);
      expect(secondProblems({ result: 'corrected' })).toEqual([
        'a corrected entry has no second reading (second: { by, on, result })',
      ]);
      expect(secondProblems({ result: 'hedged' })).toHaveLength(1);
      expect(secondProblems({ result: 'hedged', second })).toEqual([]);
    });

    it('needs by, a real YYYY-MM-DD day, confirmed or fixed, and a note when fixed', () => {
      expect(isDay('2026-02-30')).toBe(false);
      expect(isDay('2026-2-3')).toBe(false);
      expect(isDay(new Date('2026-11-29'))).toBe(true);
      expect(
        secondProblems({ result: 'corrected', second: { ...second, by: ' ', on: '29/11/2026' } }),
      ).toEqual(['second.by is missing', 'second.on "29/11/2026" is not a date (YYYY-MM-DD)']);
      expect(secondProblems({ result: 'corrected', second: { ...second, result: 'ok' } })).toEqual([
        'second.result "ok" is not one of confirmed, fixed',
      ]);
      expect(secondProblems({ result: 'hedged', second: { ...second, result: 'fixed' } })).toEqual([
        'second.result is fixed but second.note does not say what was fixed',
      ]);
      expect(
        secondProblems({
          result: 'hedged',
          second: { ...second, result: 'fixed', note: 'the default is 5, not 3' },
        }),
      ).toEqual([]);
      expect(secondProblems({ result: 'confirmed', second: { ...second, note: '' } })).toEqual([
        'second.note is empty',
      ]);
      expect(
        secondProblems({ result: 'corrected', second: { ...second, notes: 'x' } as never }),
      ).toEqual(['second has an unknown key "notes" (by, on, result, note)']);
      expect(secondProblems({ result: 'corrected', second: 'yes' as never })).toEqual([
        'second is not a mapping of by, on, result, note',
      ]);
    });
  });
});
