import {
  alternateSpellings,
  canonicalCandidates,
  canonicalPagePath,
  contentKey,
  folderOfIndex,
  isIndexKey,
  localisedPagePath,
  pagePathFromFile,
  parentKey,
} from './routes';

describe('pagePathFromFile', () => {
  it.each([
    ['index.mdx', '/'],
    ['pricing.mdx', '/pricing.html'],
    ['guide/index.mdx', '/guide/'],
    ['guide/install/docker.mdx', '/guide/install/docker.html'],
    ['guide/api/admin/index.mdx', '/guide/api/admin/'],
    ['guide\\install\\manual.mdx', '/guide/install/manual.html'],
    ['guide/drivers/Alist V2 V3.mdx', '/guide/drivers/Alist V2 V3.html'],
  ])('%s → %s', (file, path) => {
    expect(pagePathFromFile(file)).toBe(path);
  });

  it('puts Chinese pages under /zh', () => {
    expect(localisedPagePath('guide/install/docker.mdx', 'zh')).toBe(
      '/zh/guide/install/docker.html',
    );
    expect(localisedPagePath('index.mdx', 'zh')).toBe('/zh/');
    expect(localisedPagePath('index.mdx', 'en')).toBe('/');
  });
});

describe('content keys', () => {
  it('drops the extension and normalises separators', () => {
    expect(contentKey('guide/install/docker.mdx')).toBe('guide/install/docker');
    expect(contentKey('faq\\why.md')).toBe('faq/why');
  });

  it('knows index keys and their folders', () => {
    expect(isIndexKey('guide/index')).toBe(true);
    expect(isIndexKey('index')).toBe(true);
    expect(isIndexKey('guide/indexes')).toBe(false);
    expect(folderOfIndex('guide/install/index')).toBe('guide/install');
    expect(folderOfIndex('index')).toBe('');
    expect(parentKey('guide/install/docker')).toBe('guide/install');
    expect(parentKey('pricing')).toBe('');
  });
});

describe('other spellings of a URL', () => {
  it('gives the extensionless and trailing-slash forms of .html pages', () => {
    expect(alternateSpellings('/guide/install/docker.html')).toEqual([
      '/guide/install/docker',
      '/guide/install/docker/',
    ]);
    expect(alternateSpellings('/zh/pricing.html')).toEqual(['/zh/pricing', '/zh/pricing/']);
  });

  it('gives the slashless form of folder pages, and nothing for the root', () => {
    expect(alternateSpellings('/guide/')).toEqual(['/guide']);
    expect(alternateSpellings('/')).toEqual([]);
  });

  it('guesses where an unknown URL may point', () => {
    expect(canonicalCandidates('/guide/install/docker')).toEqual([
      '/guide/install/docker.html',
      '/guide/install/docker/',
    ]);
    expect(canonicalCandidates('/guide/install/docker/')).toEqual(['/guide/install/docker.html']);
    expect(canonicalCandidates('/pricing.html/')).toEqual(['/pricing.html']);
    expect(canonicalCandidates('/pricing.html')).toEqual([]);
    expect(canonicalCandidates('/v3.sh')).toEqual([]);
    expect(canonicalCandidates('/')).toEqual([]);
  });

  it('writes site paths the canonical way', () => {
    expect(canonicalPagePath('/pricing')).toBe('/pricing.html');
    expect(canonicalPagePath('/zh/guide/install/docker#run')).toBe(
      '/zh/guide/install/docker.html#run',
    );
    expect(canonicalPagePath('/guide/')).toBe('/guide/');
    expect(canonicalPagePath('/pricing.html?x=1')).toBe('/pricing.html?x=1');
    expect(canonicalPagePath('/v3.sh')).toBe('/v3.sh');
  });
});
