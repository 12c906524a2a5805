import {
  absoluteUrl,
  alternateSpellings,
  canonicalCandidates,
  canonicalPagePath,
  classifyHref,
  contentKey,
  folderOfIndex,
  isIndexKey,
  localeFromPath,
  localeHome,
  localisedPagePath,
  localiseLink,
  localisePath,
  pagePathFromFile,
  parentKey,
  splitLocale,
  stripLocale,
} from '../../../src/lib/urls';

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

describe('how a link is followed', () => {
  it.each([
    ['#install', 'hash'],
    ['/guide/', 'page'],
    ['/pricing.html#plans', 'page'],
    ['/pricing?tab=pro', 'page'],
    ['guide/install/docker.mdx', 'file'],
    ['/v3.sh', 'file'],
    ['https://github.com/alist-org/alist', 'external'],
    ['http://localhost:5244/', 'external'],
    ['//cdn.example.com/x.js', 'external'],
    ['mailto:someone@example.com', 'external'],
  ] as const)('%s is a %s link', (href, kind) => {
    expect(classifyHref(href)).toBe(kind);
  });

  it.each([
    ['/pricing', 'zh', '/zh/pricing.html'],
    ['/pricing#plans', 'zh', '/zh/pricing.html#plans'],
    ['/guide/', 'en', '/guide/'],
    ['/zh/guide/', 'en', '/guide/'],
    ['https://t.me/alist_chat', 'zh', 'https://t.me/alist_chat'],
    ['/v3.sh', 'zh', '/v3.sh'],
  ] as const)('site data link %s in %s is %s', (link, locale, expected) => {
    expect(localiseLink(link, locale)).toBe(expected);
  });
});

describe('locale prefix and counterparts', () => {
  it.each([
    ['/', 'en', '/'],
    ['/zh', 'zh', '/'],
    ['/zh/', 'zh', '/'],
    ['/zh/guide/install/docker.html', 'zh', '/guide/install/docker.html'],
    ['/zhong/wen.html', 'en', '/zhong/wen.html'],
  ] as const)('%s belongs to %s and is %s without its prefix', (path, locale, neutral) => {
    expect(localeFromPath(path)).toBe(locale);
    expect(stripLocale(path)).toBe(neutral);
  });

  it.each([
    ['/guide/install/docker.html', 'zh', '/zh/guide/install/docker.html'],
    ['/zh/guide/install/docker.html', 'en', '/guide/install/docker.html'],
    ['/zh/', 'en', '/'],
    ['/', 'zh', '/zh/'],
  ] as const)('the counterpart of %s in %s is %s', (path, locale, counterpart) => {
    expect(localisePath(path, locale)).toBe(counterpart);
  });

  it('names each locale home', () => {
    expect([localeHome('en'), localeHome('zh')]).toEqual(['/', '/zh/']);
  });
});

describe('content files', () => {
  it.each([
    ['en/guide/x.mdx', { locale: 'en', relativePath: 'guide/x.mdx' }],
    ['zh/index.mdx', { locale: 'zh', relativePath: 'index.mdx' }],
    ['fr/guide/x.mdx', null],
    ['en', null],
  ])('%s splits into %o', (file, expected) => {
    expect(splitLocale(file)).toEqual(expected);
  });
});

describe('absolute addresses', () => {
  it('puts a path under the site origin, percent-encoding what needs it', () => {
    expect(absoluteUrl('https://docs.example', '/zh/guide/')).toBe(
      'https://docs.example/zh/guide/',
    );
    expect(absoluteUrl('https://docs.example', '/guide/a b.html')).toBe(
      'https://docs.example/guide/a%20b.html',
    );
  });
});
