import { debounceLatest } from '../../../../src/lib/search/debounce';
import { highlight, matchRanges, snippet } from '../../../../src/lib/search/highlight';
import { algoliaOrigin, missingResultsUrl, searchModeFor } from '../../../../src/lib/search/mode';
import {
  nameWeight,
  pickHits,
  rankSections,
  withCompoundParts,
} from '../../../../src/lib/search/rank';
import { isApplePlatform, searchKeyAction } from '../../../../src/lib/search/shortcut';
import { assignPieces, hanPiece, piecesFor } from '../../../../src/lib/search/pieces';
import { queryTerms, tokenize } from '../../../../src/lib/search/tokenize';

describe('tokenize', () => {
  it('keeps option names whole and splits paths and file names at punctuation', () => {
    expect(tokenize('Set delayed_start in config.json')).toEqual([
      'set',
      'delayed_start',
      'config',
      'json',
    ]);
    expect(tokenize('POST /api/fs/list')).toEqual(['post', 'api', 'fs', 'list']);
  });

  it('drops English filler words and single letters', () => {
    expect(tokenize('How to mount a drive in AList')).toEqual(['mount', 'drive', 'alist']);
  });

  it('reads Chinese as overlapping pairs, and a lone character as itself', () => {
    expect(tokenize('阿里云盘')).toEqual(['阿里', '里云', '云盘']);
    expect(tokenize('用 docker 安装')).toEqual(['用', 'docker', '安装']);
  });

  it('folds width and case, so full-width letters match', () => {
    expect(tokenize('ＡＬｉｓｔ')).toEqual(['alist']);
  });

  it('gives each query word once', () => {
    expect(queryTerms('docker Docker 安装')).toEqual(['docker', '安装']);
  });
});

describe('index pieces', () => {
  const weight = new Map([
    ['docker', 50],
    ['docs', 40],
    ['download', 30],
    ['do', 5],
    ['drive', 10],
    ['s3', 4],
    ['阿里', 3],
  ]);
  const pieceOf = assignPieces(weight, 100);
  const keys = [...new Set(pieceOf.values())];

  it('splits a group that holds too much by its next letters, keeping short words apart', () => {
    expect(pieceOf.get('drive')).toBe('dr');
    expect(pieceOf.get('docker')).toBe('doc');
    expect(pieceOf.get('docs')).toBe('doc');
    expect(pieceOf.get('download')).toBe('dow');
    expect(pieceOf.get('do')).toBe('do-');
    expect(pieceOf.get('s3')).toBe('s');
    expect(pieceOf.get('阿里')).toBe(hanPiece('阿里'));
    expect(hanPiece('阿里')).toMatch(/^h[0-9a-f]{3}$/);
  });

  it('finds the piece of a word, and for a prefix every piece of longer words', () => {
    expect(piecesFor('docker', keys, false)).toEqual(['doc']);
    expect(piecesFor('do', keys, false)).toEqual(['do-']);
    expect(piecesFor('do', keys, true).sort()).toEqual(['do-', 'doc', 'dow']);
    expect(piecesFor('dow', keys, true)).toEqual(['dow']);
    expect(piecesFor('s3', keys, true)).toEqual(['s']);
    expect(piecesFor('阿里', keys, true)).toEqual([hanPiece('阿里')]);
    expect(piecesFor('zzz', keys, true)).toEqual([]);
  });
});

describe('rankSections', () => {
  const matches = (entries: Array<[number, number]>, term: string) =>
    new Map(entries.map(([id, score]) => [id, { score, terms: [term] }]));

  it('weighs each section by the share of the words it has', () => {
    const ranked = rankSections(
      [
        matches(
          [
            [1, 5],
            [2, 1],
            [3, 9],
          ],
          'docker',
        ),
        matches(
          [
            [2, 1],
            [3, 1],
          ],
          'proxy',
        ),
      ],
      10,
    );
    expect(ranked.map((entry) => entry.id)).toEqual([3, 2, 1]);
    expect(ranked[0]).toMatchObject({ matched: 2, score: 10, terms: ['docker', 'proxy'] });
    // Section 1 has one word of two: a quarter of its score.
    expect(ranked[2]).toMatchObject({ matched: 1, score: 1.25 });
  });

  it('drops sections with fewer than half the words', () => {
    const ranked = rankSections([matches([[1, 2]], 'a'), matches([[2, 3]], 'b'), new Map()], 10);
    expect(ranked).toEqual([]);
  });

  it('applies a weight, such as how much of the title matched', () => {
    const ranked = rankSections(
      [
        matches(
          [
            [1, 2],
            [2, 3],
          ],
          'a',
        ),
      ],
      10,
      (entry) => (entry.id === 1 ? 2 : 1),
    );
    expect(ranked.map((entry) => [entry.id, entry.score])).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  it('keeps to the limit and returns nothing for no matches', () => {
    expect(
      rankSections(
        [
          matches(
            [
              [1, 1],
              [2, 2],
              [3, 3],
            ],
            'a',
          ),
        ],
        2,
      ).map((e) => e.id),
    ).toEqual([3, 2]);
    expect(rankSections([new Map()], 5)).toEqual([]);
  });
});

describe('withCompoundParts', () => {
  const match = (score: number, term: string) => ({ score, terms: [term] });

  it('adds, at half weight, sections that have every part of an underscored word', () => {
    const whole = new Map([[1, match(4, 'web_proxy')]]);
    const web = new Map([
      [1, match(2, 'web')],
      [2, match(2, 'web')],
      [3, match(2, 'web')],
    ]);
    const proxy = new Map([
      [2, match(4, 'proxy')],
      [4, match(1, 'proxy')],
    ]);
    const merged = withCompoundParts(whole, [web, proxy]);
    expect([...merged.keys()].sort()).toEqual([1, 2]);
    expect(merged.get(2)).toEqual({ score: 3, terms: [] });
    expect(merged.get(1)).toEqual(match(4, 'web_proxy'));
  });

  it('leaves the matches alone when there are not two parts', () => {
    const whole = new Map([[1, match(4, 'x')]]);
    expect(withCompoundParts(whole, [new Map([[2, match(1, 'y')]])])).toEqual(whole);
  });
});

describe('pickHits', () => {
  it('keeps the order, the limit, and at most so many from one page', () => {
    const ranked = [1, 2, 3, 4, 5, 6].map((id) => ({ id }));
    const pageOf = (id: number) => (id <= 4 ? 0 : 1);
    expect(pickHits(ranked, pageOf, 10, 2).map((hit) => hit.id)).toEqual([1, 2, 5, 6]);
    expect(pickHits(ranked, pageOf, 3, 2).map((hit) => hit.id)).toEqual([1, 2, 5]);
  });
});

describe('nameWeight', () => {
  it('weighs a title or heading by how much of it matched and how much of the query it holds', () => {
    expect(nameWeight(['dropbox'], ['dropbox'], ['dropbox'])).toBe(3);
    expect(nameWeight(['dropbox', 'tools'], ['dropbox'], ['dropbox'])).toBe(2);
    expect(nameWeight(['proxy', 'range'], ['proxy', 'range'], ['proxy', 'range'])).toBe(3);
    expect(nameWeight(['proxy', 'configuration'], ['proxy', 'range'], ['proxy', 'range'])).toBe(
      1.5,
    );
    expect(nameWeight(['desktop', 'app'], ['desktop'], ['deskt'])).toBe(2);
    expect(nameWeight(['other'], ['dropbox'], ['dropbox'])).toBe(1);
    expect(nameWeight([], ['dropbox'], ['dropbox'])).toBe(1);
  });
});

describe('highlight and snippet', () => {
  it('marks whole-word starts and escapes the rest', () => {
    expect(highlight('Use <b>OneDrive</b> & onedriveapp', ['onedrive'])).toBe(
      'Use &lt;b&gt;<mark>OneDrive</mark>&lt;/b&gt; &amp; <mark>onedrive</mark>app',
    );
    expect(matchRanges('drive in gdrive', ['drive'])).toEqual([[0, 5]]);
  });

  it('joins overlapping Chinese pairs into one mark', () => {
    expect(highlight('挂载阿里云盘的方法', ['阿里', '里云', '云盘'])).toBe(
      '挂载<mark>阿里云盘</mark>的方法',
    );
  });

  it('cuts a window around the first match with ellipses', () => {
    const text = `${'lorem '.repeat(60)}set temp_dir here ${'ipsum '.repeat(60)}`;
    const cut = snippet(text, ['temp_dir'], 100);
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).toContain('<mark>temp_dir</mark>');
    expect(cut.length).toBeLessThan(140);
  });

  it('starts at the beginning when nothing matches, and leaves short text whole', () => {
    expect(snippet('short text', ['zzz'])).toBe('short text');
  });
});

describe('searchKeyAction', () => {
  const key = (init: Partial<Parameters<typeof searchKeyAction>[0]>) => ({
    key: '',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    target: null,
    ...init,
  });

  it('toggles on Ctrl+K and ⌘K', () => {
    expect(searchKeyAction(key({ key: 'k', ctrlKey: true }), false)).toBe('open');
    expect(searchKeyAction(key({ key: 'K', metaKey: true }), true)).toBe('close');
    expect(searchKeyAction(key({ key: 'k', ctrlKey: true, shiftKey: true }), false)).toBeNull();
    expect(searchKeyAction(key({ key: 'k' }), false)).toBeNull();
  });

  it('opens on / except while typing in a field', () => {
    expect(searchKeyAction(key({ key: '/' }), false)).toBe('open');
    const input = { tagName: 'INPUT', isContentEditable: false } as unknown as EventTarget;
    expect(searchKeyAction(key({ key: '/', target: input }), false)).toBeNull();
    expect(searchKeyAction(key({ key: '/' }), true)).toBeNull();
  });

  it('closes on Escape only when open', () => {
    expect(searchKeyAction(key({ key: 'Escape' }), true)).toBe('close');
    expect(searchKeyAction(key({ key: 'Escape' }), false)).toBeNull();
  });

  it('knows Apple platforms', () => {
    expect(isApplePlatform('MacIntel')).toBe(true);
    expect(isApplePlatform('iPhone')).toBe(true);
    expect(isApplePlatform('Linux x86_64')).toBe(false);
  });
});

describe('searchModeFor', () => {
  it('searches the own index when nothing is configured', () => {
    expect(searchModeFor(undefined, 'zh')).toEqual({
      kind: 'local',
      base: '/search/zh/',
      indexName: 'local-zh',
    });
  });

  it('uses Algolia with a locale’s own settings over the shared ones', () => {
    const config = {
      appId: 'APP',
      apiKey: 'key',
      indexName: 'docs',
      locales: { zh: { indexName: 'docs-zh' } },
    };
    expect(searchModeFor(config, 'en')).toEqual({
      kind: 'algolia',
      appId: 'APP',
      apiKey: 'key',
      indexName: 'docs',
    });
    expect(searchModeFor(config, 'zh')).toMatchObject({ indexName: 'docs-zh', appId: 'APP' });
    expect(algoliaOrigin('APP')).toBe('https://app-dsn.algolia.net');
  });

  it('links a missing result to a new issue in the docs repository', () => {
    expect(missingResultsUrl('https://github.com/o/docs/', 'a&b')).toBe(
      'https://github.com/o/docs/issues/new?title=Search%3A%20no%20good%20result%20for%20%22a%26b%22',
    );
  });
});

describe('debounceLatest', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once with the last arguments after the pause and answers every caller', async () => {
    const run = jest.fn((query: string) => Promise.resolve(`result for ${query}`));
    const search = debounceLatest(run, 500);
    const first = search('d');
    jest.advanceTimersByTime(300);
    const second = search('do');
    jest.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await expect(Promise.all([first, second])).resolves.toEqual(['result for do', 'result for do']);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('passes a failure to every caller', async () => {
    const search = debounceLatest((_query: string) => Promise.reject(new Error('offline')), 500);
    const answers = [search('a'), search('b')];
    jest.advanceTimersByTime(500);
    for (const answer of answers) await expect(answer).rejects.toThrow('offline');
  });
});
