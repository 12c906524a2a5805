import path from 'node:path';
import { headersForPath, parseHeadersFile } from '../../scripts/headersFile.mjs';
import type { HeadScript } from '../../src/config/schema';
import {
  adminPolicy,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  headersFileText,
  hostHeaderRules,
  pageScriptPolicy,
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
  contentOrigins: ['http://127.0.0.1:3004'],
};

const sources = (policy: Policy, directive: string) =>
  policy.find(([name]) => name === directive)?.[1] ?? [];

describe('sitePolicy', () => {
  const policy = sitePolicy(settings);

  it('allows the scripts of the enabled head scripts only, once per host', () => {
    expect(sources(policy, 'script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://stats.example',
    ]);
  });

  it('names each plain-http host the settings and content use, where they use it', () => {
    expect(sources(policy, 'connect-src')).toEqual([
      "'self'",
      'https:',
      'http://localhost:3002',
      'http://127.0.0.1:59999',
      'http://127.0.0.1:3004',
    ]);
    expect(sources(policy, 'media-src')).toEqual([
      "'self'",
      'blob:',
      'https:',
      'http://127.0.0.1:3004',
    ]);
    expect(sources(policy, 'img-src')).toContain('http://localhost:3002');
    expect(sources(policy, 'img-src')).not.toContain('http://127.0.0.1:59999');
  });

  it('frames the video players, and giscus only when comments are on', () => {
    expect(sources(policy, 'frame-src')).toEqual([
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

  it('for the real site data, loads nothing from plain http but the local API server', () => {
    const data = readSiteData(undefined, null);
    const real = sitePolicy({ ...data, contentOrigins: [] });
    const plain = real.flatMap(([, list]) => list).filter((source) => source.startsWith('http:'));
    expect([...new Set(plain)]).toEqual(['http://localhost:3002']);
    // No head script is switched on in the real site data.
    expect(sources(real, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(sources(real, 'frame-src')).toContain('https://giscus.app');
  });
});

describe('pageScriptPolicy', () => {
  it('keeps the script sources, drops unsafe-inline and adds the hashes', () => {
    expect(pageScriptPolicy(sitePolicy(settings), ['sha256-AAA=', 'sha256-BBB='])).toBe(
      "script-src 'self' https://stats.example 'sha256-AAA=' 'sha256-BBB='; worker-src 'self' blob:",
    );
  });

  it('allows no inline script at all on a page without any', () => {
    expect(pageScriptPolicy(sitePolicy(settings), [])).toBe(
      "script-src 'self' https://stats.example; worker-src 'self' blob:",
    );
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
      expect(header(path, 'X-Content-Type-Options')).toBe('nosniff');
      expect(header(path, 'X-Frame-Options')).toBe('DENY');
      expect(header(path, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(header(path, 'Permissions-Policy')).toMatch(/camera=\(\)/);
    }
  });

  it('gives the content editor its own policy instead of the site one, and no long cache', () => {
    expect(header('/admin/index.html', 'Content-Security-Policy')).toBe(
      serializePolicy(adminPolicy()),
    );
    expect(header('/admin/decap.js', 'Cache-Control')).toBe(CACHE_REVALIDATE);
    const admin = serializePolicy(adminPolicy());
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
    const policy = serializePolicy(sitePolicy({ ...e2e, contentOrigins: [] }));
    expect(policy).toContain("script-src 'self' 'unsafe-inline' https://analytics.invalid;");
    expect(policy).toContain('http://127.0.0.1:59999');
  });
});
