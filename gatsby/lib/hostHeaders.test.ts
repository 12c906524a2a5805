import path from 'node:path';
import { headersForPath, parseHeadersFile } from '../../scripts/headersFile.mjs';
import type { HeadScript } from '../../src/config/schema';
import {
  adminPolicy,
  algoliaOrigins,
  hstsHeader,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  headersFileText,
  hostHeaderRules,
  DEMO_POLICY,
  MEDIA_POLICY,
  pagePolicy,
  serializePolicy,
  sitePolicy,
  type HostSettings,
  type Policy,
} from './hostHeaders';
import { readSiteData } from './siteData';

const headScript = (id: string, src: string, enabled: boolean): HeadScript => ({
  id,
  kind: 'analytics',
  src,
  enabled,
  attributes: {},
  strategy: 'idle',
});

const settings: HostSettings = {
  site: {
    url: 'https://docs.example',
    hsts: { maxAge: 31536000, includeSubDomains: false, preload: false },
    search: undefined,
    comments: undefined,
    headScripts: [
      headScript('on', 'https://stats.example/a.js?id=1', true),
      headScript('also-on', 'https://stats.example/b.js', true),
      headScript('off', 'https://ads.example/c.js', false),
    ],
  },
  apiServers: {
    default: 'cf',
    servers: [
      { key: 'cf', url: 'https://api.example', localOnly: false },
      { key: 'local', url: 'http://localhost:3002', localOnly: true },
    ],
  },
  sponsors: { advertiser: 'http://127.0.0.1:59999' },
  contentOrigins: ['http://127.0.0.1:3004', 'https://media.example'],
  localOrigins: true,
};

const sources = (policy: Policy, directive: string) =>
  policy.find(([name]) => name === directive)?.[1] ?? [];

describe('sitePolicy', () => {
  const policy = sitePolicy(settings);

  it('allows the scripts of the enabled head scripts only, once per host, and no inline script', () => {
    expect(sources(policy, 'script-src')).toEqual(["'self'", 'https://stats.example']);
  });

  it("allows the build's own inline scripts by their hashes only", () => {
    expect(sources(sitePolicy(settings, ['sha256-AAA=']), 'script-src')).toEqual([
      "'self'",
      "'sha256-AAA='",
      'https://stats.example',
    ]);
  });

  it('names every host the settings and content use, where they use it, and never https: as a whole', () => {
    expect(sources(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.example',
      'http://localhost:3002',
      'https://www.googleapis.com',
      'https://photoslibrary.googleapis.com',
      'https://oauth.yandex.com',
      'http://127.0.0.1:59999',
      'http://127.0.0.1:3004',
      'https://media.example',
      'https://stats.example',
    ]);
    expect(sources(policy, 'media-src')).toEqual([
      "'self'",
      'blob:',
      'http://127.0.0.1:3004',
      'https://media.example',
    ]);
    expect(sources(policy, 'img-src')).toContain('http://localhost:3002');
    expect(sources(policy, 'img-src')).not.toContain('http://127.0.0.1:59999');
    for (const [directive, list] of policy)
      expect([directive, list.includes('https:'), list.includes('http:')]).toEqual([
        directive,
        false,
        false,
      ]);
  });

  it('names no local origin in a production build', () => {
    const production = sitePolicy({ ...settings, localOrigins: false });
    expect(serializePolicy(production)).not.toMatch(/localhost/);
    expect(serializePolicy(adminPolicy(false))).not.toMatch(/localhost/);
    expect(serializePolicy(adminPolicy(true))).toContain('http://localhost:8081');
  });

  it('lets DocSearch reach its own application hosts only when search is set', () => {
    expect(algoliaOrigins(undefined)).toEqual([]);
    const search = { appId: 'ABC', apiKey: 'k', indexName: 'i', locales: { zh: { appId: 'XYZ' } } };
    expect(algoliaOrigins(search)).toEqual([
      'https://abc-dsn.algolia.net',
      'https://abc.algolia.net',
      'https://abc-1.algolianet.com',
      'https://abc-2.algolianet.com',
      'https://abc-3.algolianet.com',
      'https://xyz-dsn.algolia.net',
      'https://xyz.algolia.net',
      'https://xyz-1.algolianet.com',
      'https://xyz-2.algolianet.com',
      'https://xyz-3.algolianet.com',
    ]);
    const withSearch = sitePolicy({ ...settings, site: { ...settings.site, search } });
    expect(sources(withSearch, 'connect-src')).toContain('https://abc-dsn.algolia.net');
  });

  it('frames code demos, the video players, and giscus only when comments are on', () => {
    expect(sources(policy, 'frame-src')).toEqual([
      "'self'",
      'https://player.bilibili.com',
      'https://www.youtube-nocookie.com',
    ]);
    const withComments = sitePolicy({
      ...settings,
      site: { ...settings.site, comments: readSiteData().site.comments },
    });
    expect(sources(withComments, 'frame-src')).toContain('https://giscus.app');
  });

  it('locks down what the site never does', () => {
    expect(sources(policy, 'object-src')).toEqual(["'none'"]);
    expect(sources(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(sources(policy, 'base-uri')).toEqual(["'self'"]);
    expect(sources(policy, 'form-action')).toEqual(["'self'", 'https://codepen.io']);
    expect(serializePolicy(policy)).not.toContain('unsafe-eval');
  });

  it('for the real site data in production, loads nothing from plain http', () => {
    const data = readSiteData(undefined, null);
    const real = sitePolicy({ ...data, contentOrigins: [], localOrigins: false });
    const plain = real.flatMap(([, list]) => list).filter((source) => source.startsWith('http:'));
    expect(plain).toEqual([]);
    // No head script is switched on in the real site data.
    expect(sources(real, 'script-src')).toEqual(["'self'"]);
    expect(sources(real, 'frame-src')).toContain('https://giscus.app');
    // Code demos: the site's own /demo/ documents.
    expect(sources(real, 'frame-src')).toContain("'self'");
  });
});

describe('pagePolicy', () => {
  it('allows the page\u2019s own inline scripts and the hosts of its own content only', () => {
    const page = pagePolicy(settings, ['sha256-AAA='], ['https://media.example']);
    expect(page).toBe(
      "script-src 'self' 'sha256-AAA=' https://stats.example; worker-src 'self' blob:; " +
        "img-src 'self' data: https://api.example http://localhost:3002 https://media.example https://stats.example; " +
        "media-src 'self' blob: https://media.example; " +
        "connect-src 'self' https://api.example http://localhost:3002 https://www.googleapis.com https://photoslibrary.googleapis.com https://oauth.yandex.com http://127.0.0.1:59999 https://media.example https://stats.example",
    );
    // Another page's host is in the header, but not in this page's policy.
    expect(page).not.toContain('http://127.0.0.1:3004');
  });

  it('allows no inline script and no content host on a page without any', () => {
    const page = pagePolicy(settings, [], []);
    expect(page).toMatch(/^script-src 'self' https:\/\/stats.example; /);
    expect(page).toContain("media-src 'self' blob:;");
  });
});

describe('the _headers file', () => {
  const text = headersFileText(hostHeaderRules(settings));
  const rules = parseHeadersFile(text);
  const header = (path: string, name: string) =>
    headersForPath(rules, path).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

  it('caches content-hashed files for a year and makes everything else revalidate', () => {
    for (const path of [
      '/app-0fe3e12a92d6d3c33804.js',
      '/0a1b2c3d.js',
      '/static/11f544d21f0b1b13fa00a42daf0acffb/logo.png',
      '/vendor/mermaid-12.3.0/mermaid.esm.min.mjs',
      '/search/zh/index-h0a1.5607c1e1f7.json',
    ])
      expect([path, header(path, 'Cache-Control')]).toEqual([path, CACHE_IMMUTABLE]);
    for (const path of [
      '/index.html',
      '/guide/install/docker.html',
      '/zh/404.html',
      '/page-data/index/page-data.json',
      '/page-data/sq/d/1234.json',
      '/search/en/meta.json',
      '/sitemap.xml',
      '/v3.sh',
    ])
      expect([path, header(path, 'Cache-Control')]).toEqual([path, CACHE_REVALIDATE]);
  });

  it('sends the security headers with everything', () => {
    for (const path of ['/index.html', '/0a1b2c3d.js', '/search/en/meta.json']) {
      expect(header(path, 'Content-Security-Policy')).toBe(serializePolicy(sitePolicy(settings)));
      expect(header(path, 'Content-Security-Policy')).not.toContain("'unsafe-inline' ");
      expect(header(path, 'X-Content-Type-Options')).toBe('nosniff');
      expect(header(path, 'X-Frame-Options')).toBe('DENY');
      expect(header(path, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(header(path, 'Permissions-Policy')).toMatch(/camera=\(\)/);
      expect(header(path, 'Strict-Transport-Security')).toBe('max-age=31536000');
    }
  });

  it('sends Strict-Transport-Security for an https address that is not this machine, as configured', () => {
    expect(hstsHeader(settings.site)).toBe('max-age=31536000');
    expect(
      hstsHeader({
        ...settings.site,
        hsts: { maxAge: 63072000, includeSubDomains: true, preload: true },
      }),
    ).toBe('max-age=63072000; includeSubDomains; preload');
    expect(hstsHeader({ ...settings.site, hsts: false })).toBeNull();
    expect(hstsHeader({ ...settings.site, url: 'http://docs.example' })).toBeNull();
    expect(hstsHeader({ ...settings.site, url: 'https://localhost:8443' })).toBeNull();
    const off = parseHeadersFile(
      headersFileText(hostHeaderRules({ ...settings, site: { ...settings.site, hsts: false } })),
    );
    expect(headersForPath(off, '/index.html').map(([name]) => name)).not.toContain(
      'Strict-Transport-Security',
    );
  });

  it('lists the hashes of the build\u2019s inline scripts in the header', () => {
    const withHashes = parseHeadersFile(
      headersFileText(hostHeaderRules(settings, ['sha256-AAA='])),
    );
    expect(
      headersForPath(withHashes, '/guide/a.html').find(
        ([name]) => name === 'Content-Security-Policy',
      )?.[1],
    ).toContain("script-src 'self' 'sha256-AAA=' https://stats.example;");
  });

  it('serves the media folder so that nothing in it runs, loads or is framed', () => {
    for (const path of ['/img/a.svg', '/img/guide/x/a.html'])
      expect(header(path, 'Content-Security-Policy')).toBe(MEDIA_POLICY);
    expect(MEDIA_POLICY).toBe("default-src 'none'; sandbox");
    expect(header('/img/a.svg', 'X-Content-Type-Options')).toBe('nosniff');
  });

  it('serves code demos sandboxed, framed by the site\u2019s own pages only', () => {
    expect(header('/demo/0123456789abcdef.html', 'Content-Security-Policy')).toBe(DEMO_POLICY);
    expect(DEMO_POLICY).toMatch(/^sandbox allow-scripts; default-src 'none';/);
    expect(DEMO_POLICY).toContain("frame-ancestors 'self'");
    expect(header('/demo/0123456789abcdef.html', 'X-Frame-Options')).toBe('SAMEORIGIN');
  });

  it('gives the content editor its own policy instead of the site one, and no long cache', () => {
    expect(header('/admin/index.html', 'Content-Security-Policy')).toBe(
      serializePolicy(adminPolicy(true)),
    );
    expect(header('/admin/decap.js', 'Cache-Control')).toBe(CACHE_REVALIDATE);
    const admin = serializePolicy(adminPolicy(true));
    expect(admin).toContain("script-src 'self' 'unsafe-eval';");
    expect(admin).toContain("connect-src 'self' https://api.github.com http://localhost:8081");
    expect(admin).toContain("img-src 'self' data: blob: https:");
  });

  it('repeats a header only where it also detaches it, so every host agrees', () => {
    const seen = new Set<string>();
    for (const rule of rules) {
      for (const [name] of rule.headers) {
        if (seen.has(name))
          expect([rule.pattern, rule.detach]).toEqual([
            rule.pattern,
            expect.arrayContaining([name]),
          ]);
        seen.add(name);
      }
    }
  });

  it('stays within what Cloudflare Pages accepts: 100 rules, 2,000 characters a line', () => {
    const busy = headersFileText(
      hostHeaderRules({
        ...settings,
        site: {
          ...settings.site,
          comments: readSiteData().site.comments,
          headScripts: Array.from({ length: 8 }, (_, index) =>
            headScript(`s${index}`, `https://analytics-${index}.example.com/s.js`, true),
          ),
        },
      }),
    );
    expect(parseHeadersFile(busy).length).toBeLessThan(20);
    for (const line of busy.split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
  });

  it("follows the build's own settings: the end-to-end overlay's head script and advertiser", () => {
    const e2e = readSiteData(undefined, path.resolve('tests/fixtures/e2e-data'));
    const policy = serializePolicy(sitePolicy({ ...e2e, contentOrigins: [], localOrigins: true }));
    expect(policy).toContain("script-src 'self' https://analytics.invalid;");
    expect(policy).toContain('http://127.0.0.1:59999');
  });
});
