import type { ApiServersConfig, NoticeRule } from '../../../src/config/types';
import {
  isLocalHostname,
  offeredServers,
  resolveServer,
  serverLabel,
} from '../../../src/lib/apiServers';
import {
  attemptRecord,
  failedAsset,
  isChunkLoadError,
  shouldReload,
} from '../../../src/lib/chunkRecovery';
import {
  counterpartPath,
  headingIds,
  pageDataUrl,
  localeOfLanguage,
  localeToOffer,
  suggestedLocale,
  switchTarget,
} from '../../../src/lib/languagePrompt';
import { isPlainClick } from '../../../src/lib/linkClicks';
import { findNotice } from '../../../src/lib/notices';
import { isFirstVisit, PROGRESS_OPTIONS } from '../../../src/lib/progress';
import { reportSponsorClick, statsAddress } from '../../../src/lib/sponsorStats';

const rules: NoticeRule[] = [
  {
    match: '^/guide/drivers/(115|aliyundrive)',
    showOnce: false,
    keys: { en: 'drv-en', zh: 'drv-zh' },
  },
  { path: '/guide/', showOnce: true, keys: { en: 'guide-en', zh: 'guide-zh' } },
  { path: '/', showOnce: true, keys: { en: 'all-en', zh: 'all-zh' } },
];

describe('notice matching', () => {
  it('takes the first rule that fits the path without its locale prefix', () => {
    expect(findNotice(rules, '/guide/drivers/115.html', 'en')).toEqual({
      index: 0,
      key: 'drv-en',
      area: 'session',
    });
    expect(findNotice(rules, '/zh/guide/drivers/aliyundrive_open.html', 'zh')).toEqual({
      index: 0,
      key: 'drv-zh',
      area: 'session',
    });
    expect(findNotice(rules, '/zh/guide/install/', 'zh')).toEqual({
      index: 1,
      key: 'guide-zh',
      area: 'local',
    });
    expect(findNotice(rules, '/zh/', 'zh')).toEqual({ index: 2, key: 'all-zh', area: 'local' });
    expect(findNotice(rules.slice(0, 2), '/faq/', 'en')).toBeNull();
  });
});

describe('language prompt decision', () => {
  const base = {
    pageLocale: 'en' as const,
    defaultLocale: 'zh' as const,
    answered: false,
    isNotFoundPage: false,
  };

  it('maps browser languages to our locales', () => {
    expect(localeOfLanguage('zh-CN')).toBe('zh');
    expect(localeOfLanguage('zh-Hant-TW')).toBe('zh');
    expect(localeOfLanguage('EN_gb')).toBe('en');
    expect(localeOfLanguage('fr-FR')).toBeNull();
    expect(suggestedLocale(['fr-FR', 'de', 'en-US', 'zh'], 'zh')).toBe('en');
    expect(suggestedLocale(['fr-FR'], 'zh')).toBe('zh');
    expect(suggestedLocale([], 'en')).toBe('en');
  });

  it.each([
    [['zh-CN', 'en'], 'en', 'zh'],
    [['en-US'], 'en', null],
    [['fr-FR'], 'en', 'zh'],
    [['fr-FR'], 'zh', null],
    [['en-GB', 'zh-CN'], 'zh', 'en'],
  ] as const)('languages %j on a %s page offer %s', (languages, pageLocale, offered) => {
    expect(localeToOffer({ ...base, languages, pageLocale })).toBe(offered);
  });

  it('finds the counterpart page data and its anchors', () => {
    expect(pageDataUrl('/zh/')).toBe('/page-data/zh/page-data.json');
    expect(pageDataUrl('/')).toBe('/page-data/index/page-data.json');
    expect(pageDataUrl('/zh/guide/a.html')).toBe('/page-data/zh/guide/a.html/page-data.json');
    expect(
      headingIds({
        result: { data: { mdx: { headings: [{ id: 'a' }, { id: 3 }, { id: 'b' }] } } },
      }),
    ).toEqual(['a', 'b']);
    expect(headingIds({ result: { data: {} } })).toEqual([]);
    expect(headingIds(null)).toEqual([]);
  });

  it('asks nothing once answered, or on the not-found page', () => {
    expect(localeToOffer({ ...base, languages: ['zh-CN'], answered: true })).toBeNull();
    expect(localeToOffer({ ...base, languages: ['zh-CN'], isNotFoundPage: true })).toBeNull();
  });

  it('leads to the counterpart, or the home page, keeping an anchor the counterpart has', () => {
    const alternates = [
      { locale: 'zh' as const, path: '/zh/guide/install/docker.html', exists: true },
    ];
    expect(counterpartPath(alternates, 'zh')).toBe('/zh/guide/install/docker.html');
    expect(counterpartPath([], 'zh')).toBe('/zh/');
    expect(switchTarget('/zh/a.html', '#compose', ['compose', 'run'])).toBe('/zh/a.html#compose');
    expect(switchTarget('/zh/a.html', '#gone', ['compose'])).toBe('/zh/a.html');
    expect(switchTarget('/zh/a.html', '', ['compose'])).toBe('/zh/a.html');
    expect(switchTarget('/zh/a.html', '#%E5%AE%89%E8%A3%85', ['安装'])).toBe(
      '/zh/a.html#%E5%AE%89%E8%A3%85',
    );
  });
});

describe('API server choice', () => {
  const config: ApiServersConfig = {
    default: 'cf',
    servers: [
      { key: 'cf', url: 'https://api.nn.ci', localOnly: false },
      { key: 'cn', url: 'https://api.xhofe.top', localOnly: false },
      { key: 'local', url: 'http://localhost:3002', localOnly: true },
    ],
  };

  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['192.168.1.20', true],
    ['10.0.0.5', true],
    ['172.20.3.4', true],
    ['172.32.0.1', false],
    ['alist.nn.ci', false],
    ['8.8.8.8', false],
  ])('%s is local: %s', (host, local) => {
    expect(isLocalHostname(host)).toBe(local);
  });

  it('offers local only on a local site, and resolves unknown keys to the default', () => {
    const publicSite = offeredServers(config, 'alist.nn.ci');
    expect(publicSite.map((server) => server.key)).toEqual(['cf', 'cn']);
    expect(offeredServers(config, '127.0.0.1').map((server) => server.key)).toEqual([
      'cf',
      'cn',
      'local',
    ]);
    expect(resolveServer('cn', publicSite, config).url).toBe('https://api.xhofe.top');
    expect(resolveServer('local', publicSite, config).key).toBe('cf');
    expect(resolveServer('undefined', publicSite, config).key).toBe('cf');
    expect(resolveServer(null, publicSite, config).url).toBe('https://api.nn.ci');
    expect(serverLabel(config.servers[0]!)).toBe('https://api.nn.ci (cf)');
  });
});

describe('progress bar', () => {
  it('uses the spec numbers and runs once per new path', () => {
    expect(PROGRESS_OPTIONS).toMatchObject({ minimum: 0.08, speed: 200, trickleSpeed: 800 });
    const visited = new Set(['/']);
    expect(isFirstVisit(visited, '/guide/')).toBe(true);
    expect(isFirstVisit(visited, '/guide/')).toBe(false);
    expect(isFirstVisit(visited, '/')).toBe(false);
  });
});

describe('chunk-load recovery', () => {
  it('recognises failed site assets and webpack chunk errors', () => {
    const origin = 'https://alist.nn.ci';
    expect(
      failedAsset({ tagName: 'SCRIPT', src: `${origin}/abc.js` } as unknown as EventTarget, origin),
    ).toBe(`${origin}/abc.js`);
    expect(
      failedAsset(
        { tagName: 'LINK', rel: 'stylesheet', href: `${origin}/a.css` } as unknown as EventTarget,
        origin,
      ),
    ).toBe(`${origin}/a.css`);
    expect(
      failedAsset(
        { tagName: 'SCRIPT', src: 'https://ads.example.com/x.js' } as unknown as EventTarget,
        origin,
      ),
    ).toBeNull();
    expect(
      failedAsset({ tagName: 'IMG', src: `${origin}/a.png` } as unknown as EventTarget, origin),
    ).toBeNull();
    expect(
      isChunkLoadError(
        Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads a target once, never in a loop', () => {
    expect(shouldReload('/a.html', null, 1000)).toBe(true);
    const record = attemptRecord('/a.html', 1000);
    expect(shouldReload('/a.html', record, 5000)).toBe(false);
    expect(shouldReload('/b.html', record, 5000)).toBe(true);
    expect(shouldReload('/a.html', record, 1000 + 61_000)).toBe(true);
  });
});

describe('link clicks', () => {
  const plain = {
    button: 0,
    ctrlKey: false,
    altKey: false,
    shiftKey: false,
    metaKey: false,
    defaultPrevented: false,
  };
  it('handles only plain primary clicks on same-tab links', () => {
    expect(isPlainClick(plain, null)).toBe(true);
    expect(isPlainClick(plain, '_self')).toBe(true);
    expect(isPlainClick(plain, '_blank')).toBe(false);
    for (const key of ['ctrlKey', 'altKey', 'shiftKey', 'metaKey'] as const) {
      expect(isPlainClick({ ...plain, [key]: true }, null)).toBe(false);
    }
    expect(isPlainClick({ ...plain, button: 1 }, null)).toBe(false);
    expect(isPlainClick({ ...plain, defaultPrevented: true }, null)).toBe(false);
  });
});

describe('sponsor statistics', () => {
  it('sends the slot id as a beacon to the advertiser, and nothing without one', () => {
    const beacon = jest.fn(() => true);
    const fetch = jest.fn();
    reportSponsorClick(undefined, 'contribute', { beacon, fetch });
    expect(beacon).not.toHaveBeenCalled();
    reportSponsorClick('https://ads.example.com', 'contribute', { beacon, fetch });
    expect(beacon).toHaveBeenCalledWith(
      'https://ads.example.com/blade-adv/stats',
      '{"name":"contribute"}',
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(statsAddress('https://a.b')).toBe('https://a.b/blade-adv/stats');
  });

  it('falls back to a keepalive fetch when the beacon is refused, and never throws', async () => {
    const log = jest.fn();
    const fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    reportSponsorClick('https://ads.example.com', 'x', { beacon: () => false, fetch }, log);
    expect(fetch).toHaveBeenCalledWith(
      'https://ads.example.com/blade-adv/stats',
      expect.objectContaining({ method: 'POST', keepalive: true, body: '{"name":"x"}' }),
    );
    await Promise.resolve();
    // The browser reports the failed request; no second line from us.
    expect(log).not.toHaveBeenCalled();
    reportSponsorClick(
      'https://ads.example.com',
      'y',
      {
        beacon: () => {
          throw new Error('blocked');
        },
      },
      log,
    );
    reportSponsorClick('https://ads.example.com', 'z', {}, log);
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(
        /"y" could not be sent to https:\/\/ads\.example\.com\/blade-adv\/stats: blocked/,
      ),
      expect.stringMatching(/"z".*cannot send them/),
    ]);
  });
});
