import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import {
  browserSiteData,
  keepingLastGood,
  parseSiteDataFile,
  readSiteData,
  SITE_DATA_FILES,
  writeBrowserSiteData,
} from './siteData';

const DATA = path.join(process.cwd(), 'content', 'data');
const source = (file: string) => fs.readFileSync(path.join(DATA, file), 'utf8');
const raw = (file: string) => YAML.parse(source(file));
const yaml = (value: unknown) => YAML.stringify(value);

/** A scratch copy of the site data files. */
function copyOfData(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-data-'));
  for (const { file } of Object.values(SITE_DATA_FILES)) {
    fs.copyFileSync(path.join(DATA, file), path.join(dir, file));
  }
  return dir;
}

describe('site data', () => {
  it('accepts the files in content/data', () => {
    const data = readSiteData();
    expect(data.site.url).toMatch(/^https:\/\//);
    expect(data.navbar.items.length).toBeGreaterThan(0);
    expect(data.sidebars.sections).toContain('/guide/');
    expect(data.redirects.every(({ from, to }) => from !== to)).toBe(true);
  });

  it('serves a deploy preview from its own address and tells the browser what it previews', () => {
    const preview = {
      url: 'https://deploy-preview-7--docs.example',
      branch: 'docs/typo',
      pullRequest: 7,
      commit: 'abc1234',
    };
    const production = readSiteData(DATA, null, null);
    expect(production.site.url).toBe(raw('site.yaml').url);
    const previewed = readSiteData(DATA, null, preview);
    expect(previewed.site.url).toBe('https://deploy-preview-7--docs.example');
    expect({ ...previewed.site, url: production.site.url }).toEqual(production.site);
    // A preview whose address the host did not say keeps the site's.
    expect(readSiteData(DATA, null, { ...preview, url: null }).site.url).toBe(production.site.url);

    expect(browserSiteData(previewed, preview).preview).toEqual(preview);
    expect(browserSiteData(previewed, preview).site.url).toBe(preview.url);
    // A production build offers no local-only API server; a build for this machine does.
    const keys = (local: boolean) =>
      browserSiteData(previewed, preview, local).apiServers.servers.map((server) => server.key);
    expect(previewed.apiServers.servers.some((server) => server.localOnly)).toBe(true);
    expect(keys(false)).toEqual(
      previewed.apiServers.servers
        .filter((server) => !server.localOnly)
        .map((server) => server.key),
    );
    expect(keys(true)).toEqual(previewed.apiServers.servers.map((server) => server.key));
    expect(browserSiteData(production, null).preview).toBeNull();
  });

  it('applies defaults, and the browser gets the values with the defaults applied', () => {
    const site = raw('site.yaml');
    delete site.docsBranch;
    delete site.editLinkPattern;
    const parsed = parseSiteDataFile('site', yaml(site));
    expect(parsed.docsBranch).toBe('main');
    expect(parsed.editLinkPattern).toBe(':repo/edit/:branch/:path');

    const sidebars = raw('sidebars.yaml');
    delete sidebars.headerDepth;
    const data = { ...readSiteData(), sidebars: parseSiteDataFile('sidebars', yaml(sidebars)) };
    expect(browserSiteData(data).sidebars).toEqual({ headerDepth: 2 });
    expect(browserSiteData(data)).not.toHaveProperty('redirects');
    // Edit links are made at build time; the browser carries only the repository (for search).
    expect(browserSiteData(data).site).not.toHaveProperty('docsDir');
    expect(browserSiteData(data).site).not.toHaveProperty('editLinkPattern');
    expect(browserSiteData(data).site.docsRepo).toBe(data.site.docsRepo);
    expect(browserSiteData(data).site.colorMode).toBe(data.site.colorMode);
  });

  it('names the file and every wrong field', () => {
    const site = { ...raw('site.yaml'), colorMode: 'sepia', url: 'alist.nn.ci/', logodark: 'x' };
    delete site.title.zh;
    let message = '';
    try {
      parseSiteDataFile('site', yaml(site));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^content\/data\/site\.yaml is invalid:/);
    expect(message).toMatch(
      /- url must be an origin like https:\/\/example\.com.*\(got "alist\.nn\.ci\/"\)/,
    );
    expect(message).toMatch(
      /- colorMode must be one of switch, toggle, disable, enable \(got "sepia"\)/,
    );
    expect(message).toMatch(/- title\.zh is missing/);
    expect(message).toMatch(/- logodark is not a known field/);
  });

  it('names the entry in navbar links, dropdowns and sidebar sections', () => {
    expect(() =>
      parseSiteDataFile(
        'navbar',
        yaml({ items: [{ text: { en: 'A', zh: 'A' }, link: 'guide/' }] }),
      ),
    ).toThrow(
      /items\[0\]\.link must be a site path starting with one \/ and without \.\. segments, or a full URL \(got "guide\/"\)/,
    );
    expect(() =>
      parseSiteDataFile(
        'navbar',
        yaml({
          items: [{ text: { en: 'A' }, children: [{ text: { en: 'B', zh: 'B' }, link: '/b/' }] }],
        }),
      ),
    ).toThrow(/items\[0\]\.text\.zh is missing/);
    expect(() =>
      parseSiteDataFile(
        'navbar',
        yaml({
          items: [{ text: { en: 'A', zh: 'A' }, children: [{ text: { en: 'B', zh: 'B' } }] }],
        }),
      ),
    ).toThrow(/items\[0\]\.children\[0\]\.link is missing/);
    expect(() => parseSiteDataFile('sidebars', yaml({ sections: ['guide'] }))).toThrow(
      /sections\[0\] must be a folder path like \/guide\//,
    );
    expect(() =>
      parseSiteDataFile('sidebars', yaml({ sections: ['/guide/'], headerDepth: -1 })),
    ).toThrow(/headerDepth must be a whole number, 0 or more \(got -1\)/);
    expect(() => parseSiteDataFile('sidebars', yaml({ sections: [] }))).toThrow(
      /sections must list at least one folder/,
    );
  });

  it('checks redirects entry by entry', () => {
    expect(parseSiteDataFile('redirects', yaml([{ from: '/a.html', to: '/b.html' }]))).toEqual([
      { from: '/a.html', to: '/b.html' },
    ]);
    expect(() =>
      parseSiteDataFile(
        'redirects',
        yaml([
          { from: '/a', to: '/b' },
          { from: 'a.html', to: '/b' },
        ]),
      ),
    ).toThrow(
      /redirects\.yaml is invalid:\n {2}- \[1\]\.from must be a site path starting with one \/ and without \.\. segments \(got "a\.html"\)/,
    );
    // A protocol-relative address is another host; `..` would write the stub outside public/.
    for (const [entry, field] of [
      [{ from: '//evil.example/a', to: '/b' }, 'from'],
      [{ from: '/a', to: '//evil.example/' }, 'to'],
      [{ from: '/\\evil.example/a', to: '/b' }, 'from'],
      [{ from: '/../../etc/x.html', to: '/b' }, 'from'],
      [{ from: '/guide/../../x.html', to: '/b' }, 'from'],
    ] as const)
      expect(() => parseSiteDataFile('redirects', yaml([entry]))).toThrow(
        new RegExp(`\\[0\\]\\.${field} must be a site path starting with one /`),
      );
    expect(() =>
      parseSiteDataFile(
        'navbar',
        yaml({ items: [{ text: { en: 'A', zh: 'A' }, link: '//evil.example/' }] }),
      ),
    ).toThrow(/items\[0\]\.link must be a site path/);
    expect(() => parseSiteDataFile('redirects', yaml([{ from: '/a', to: '/a' }]))).toThrow(
      /\[0\] redirects a page to itself/,
    );
    expect(() => parseSiteDataFile('redirects', yaml({ from: '/a' }))).toThrow(
      /the file must hold a list of \{ from, to \}/,
    );
  });

  it('checks API servers: the default is offered everywhere, keys differ', () => {
    const servers = [
      { key: 'cf', url: 'https://api.nn.ci' },
      { key: 'local', url: 'http://localhost:3002', localOnly: true },
    ];
    expect(parseSiteDataFile('apiServers', yaml({ default: 'cf', servers })).servers[0]).toEqual({
      key: 'cf',
      url: 'https://api.nn.ci',
      localOnly: false,
    });
    expect(() => parseSiteDataFile('apiServers', yaml({ default: 'local', servers }))).toThrow(
      /default must name a server that is offered everywhere/,
    );
    expect(() =>
      parseSiteDataFile('apiServers', yaml({ default: 'cf', servers: [...servers, servers[0]] })),
    ).toThrow(/servers must have different keys/);
    expect(() =>
      parseSiteDataFile(
        'apiServers',
        yaml({ default: 'cf', servers: [{ key: 'cf', url: 'https://a/' }] }),
      ),
    ).toThrow(/servers\[0\]\.url must be an address without a trailing slash/);
  });

  it('gives sponsor slots one link and image per locale, and checks their size', () => {
    const slot = {
      id: 'x',
      link: '/guide/',
      image: { en: '/a-en.svg', zh: '/a-zh.svg' },
      alt: { en: 'A', zh: '甲' },
      width: 100,
      height: 20,
    };
    expect(parseSiteDataFile('sponsors', yaml({ sidebar: slot })).sidebar).toEqual({
      ...slot,
      link: { en: '/guide/', zh: '/guide/' },
    });
    expect(() =>
      parseSiteDataFile('sponsors', yaml({ home: { ...slot, height: 0, alt: { en: 'A' } } })),
    ).toThrow(/home\.alt\.zh is missing[\s\S]*home\.height must be a whole number of pixels/);
    expect(() => parseSiteDataFile('sponsors', yaml({ advertiser: 'ads.example.com' }))).toThrow(
      /advertiser must be an origin/,
    );
  });

  it('offers zh by default to readers whose languages match no locale', () => {
    const site = raw('site.yaml');
    delete site.defaultLocale;
    expect(parseSiteDataFile('site', yaml(site)).defaultLocale).toBe('zh');
    expect(() => parseSiteDataFile('site', yaml({ ...site, defaultLocale: 'fr' }))).toThrow(
      /defaultLocale must be one of en, zh \(got "fr"\)/,
    );
  });

  describe('comments', () => {
    const giscus = {
      repo: 'alist-org/docs',
      repoId: 'R_kgDOHmaM-A',
      category: 'Announcements',
      categoryId: 'DIC_kwDOHmaM-M4CRRXl',
    };
    const withComments = (comments: unknown) => yaml({ ...raw('site.yaml'), comments });

    it('ships the giscus settings of the original, with spec §9’s defaults', () => {
      expect(readSiteData(DATA, null).site.comments).toEqual({
        provider: 'giscus',
        ...giscus,
        mapping: 'pathname',
        inputPosition: 'top',
        reactionsEnabled: true,
        strict: true,
        lazyLoading: true,
        lightTheme: 'light',
        darkTheme: 'dark',
      });
    });

    it('fills the defaults in, and is optional', () => {
      expect(parseSiteDataFile('site', withComments(giscus)).comments).toMatchObject({
        provider: 'giscus',
        mapping: 'pathname',
        inputPosition: 'top',
        reactionsEnabled: true,
        strict: true,
        lazyLoading: true,
      });
      const site = raw('site.yaml');
      delete site.comments;
      expect(parseSiteDataFile('site', yaml(site)).comments).toBeUndefined();
    });

    it('names wrong settings', () => {
      expect(() =>
        parseSiteDataFile(
          'site',
          withComments({
            ...giscus,
            provider: 'disqus',
            repo: 'docs',
            mapping: 'number',
            strict: 'yes',
          }),
        ),
      ).toThrow(
        /comments\.provider must be giscus[\s\S]*comments\.repo must be owner\/name[\s\S]*comments\.mapping must be one of pathname, url, title, og:title[\s\S]*comments\.strict must be true or false/,
      );
      const { categoryId: _omitted, ...partial } = giscus;
      expect(() => parseSiteDataFile('site', withComments(partial))).toThrow(
        /comments\.categoryId is missing/,
      );
    });
  });

  describe('head scripts', () => {
    const withScripts = (headScripts: unknown) => yaml({ ...raw('site.yaml'), headScripts });
    const script = { id: 'stats', kind: 'analytics', src: 'https://stats.example/s.js' };

    it('ships the four scripts of the original, every one off', () => {
      const scripts = readSiteData(DATA, null).site.headScripts;
      expect(scripts.map(({ id, kind }) => [id, kind])).toEqual([
        ['wwads', 'ads'],
        ['la51', 'analytics'],
        ['baidu-tongji', 'analytics'],
        ['adsense', 'ads'],
      ]);
      expect(scripts.every((entry) => !entry.enabled)).toBe(true);
      expect(scripts.map(({ src }) => new URL(src).host)).toEqual([
        'cdn.wwads.cn',
        'sdk.51.la',
        'hm.baidu.com',
        'pagead2.googlesyndication.com',
      ]);
    });

    it('defaults to none, each entry off, idle, without attributes', () => {
      const site = raw('site.yaml');
      delete site.headScripts;
      expect(parseSiteDataFile('site', yaml(site)).headScripts).toEqual([]);
      expect(parseSiteDataFile('site', withScripts([script])).headScripts).toEqual([
        { ...script, enabled: false, strategy: 'idle', attributes: {} },
      ]);
    });

    it('takes attributes and a strategy', () => {
      const entry = {
        ...script,
        enabled: true,
        strategy: 'load',
        attributes: { 'data-website-id': 'abc', crossorigin: 'anonymous' },
      };
      expect(parseSiteDataFile('site', withScripts([entry])).headScripts).toEqual([entry]);
    });

    it('refuses inline code, unknown kinds and strategies, handlers and repeated ids', () => {
      expect(() =>
        parseSiteDataFile(
          'site',
          withScripts([
            { ...script, src: 'console.log(1)', kind: 'tracking', strategy: 'now' },
            { ...script, id: 'b', src: 'http://stats.example/s.js', attributes: { onload: 'x()' } },
          ]),
        ),
      ).toThrow(
        /headScripts\[0\]\.kind must be one of analytics, ads[\s\S]*headScripts\[0\]\.src must be a full https:\/\/ address \(inline scripts are not supported\)[\s\S]*headScripts\[0\]\.strategy must be one of idle, load[\s\S]*headScripts\[1\]\.src must be a full https[\s\S]*headScripts\[1\]\.attributes\.onload is not an attribute a head script may set/,
      );
      expect(() => parseSiteDataFile('site', withScripts([script, script]))).toThrow(
        /headScripts must give every script a different id/,
      );
    });

    it('refuses to enable an entry that still holds a placeholder', () => {
      const unfilled = { ...script, src: 'https://hm.baidu.com/hm.js?{siteId}' };
      expect(parseSiteDataFile('site', withScripts([unfilled])).headScripts).toHaveLength(1);
      expect(() =>
        parseSiteDataFile('site', withScripts([{ ...unfilled, enabled: true }])),
      ).toThrow(/headScripts\[0\] is enabled but still holds a \{placeholder\}/);
    });

    it('gives the browser the enabled entries only', () => {
      const data = readSiteData(DATA, null);
      const site = parseSiteDataFile(
        'site',
        withScripts([script, { ...script, id: 'on', enabled: true }]),
      );
      expect(browserSiteData({ ...data, site }).site.headScripts.map(({ id }) => id)).toEqual([
        'on',
      ]);
      expect(browserSiteData(data).site.headScripts).toEqual([]);
    });
  });

  it('reports a YAML syntax error with the file name', () => {
    expect(() => parseSiteDataFile('navbar', 'items: [unclosed')).toThrow(
      /^content\/data\/navbar\.yaml is invalid:\n {2}- /,
    );
  });

  it('reports every bad file at once', () => {
    const dir = copyOfData();
    fs.writeFileSync(path.join(dir, 'site.yaml'), 'url: 3\n');
    fs.writeFileSync(path.join(dir, 'redirects.yaml'), '- from: x\n  to: /y\n');
    expect(() => readSiteData(dir)).toThrow(
      /site\.yaml is invalid[\s\S]*redirects\.yaml is invalid/,
    );
    fs.rmSync(dir, { recursive: true });
  });

  it('writes the browser modules only when their content changes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-data-out-'));
    const data = readSiteData();
    expect(writeBrowserSiteData(data, dir)).toBe(true);
    expect(writeBrowserSiteData(data, dir)).toBe(false);
    const written = (name: string) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    expect(written('siteData.generated.json')).toEqual(browserSiteData(data));
    expect(written('noticeRules.generated.json')).toHaveLength(data.notices.length);
    expect(written('noticeContent.generated.json')).toHaveLength(data.notices.length);
    // Every page carries only what it always needs; notices arrive after hydration.
    expect(written('siteData.generated.json')).not.toHaveProperty('notices');
    fs.rmSync(dir, { recursive: true });
  });

  it('layers an overlay folder over the data: list entries first, mapping fields replaced', () => {
    const overlay = fs.mkdtempSync(path.join(os.tmpdir(), 'site-data-overlay-'));
    fs.writeFileSync(
      path.join(overlay, 'notices.yaml'),
      yaml([{ path: '/faq/', title: { en: 'T', zh: 'T' }, content: { en: 'C', zh: 'C' } }]),
    );
    fs.writeFileSync(path.join(overlay, 'sponsors.yaml'), 'advertiser: http://127.0.0.1:9\n');
    const base = readSiteData(DATA, null);
    const data = readSiteData(DATA, overlay);
    expect(data.notices[0]!.path).toBe('/faq/');
    expect(data.notices.slice(1)).toEqual(base.notices);
    expect(data.sponsors).toEqual({ ...base.sponsors, advertiser: 'http://127.0.0.1:9' });
    expect(data.site).toEqual(base.site);
    fs.rmSync(overlay, { recursive: true });
  });

  it('lays a site.yaml overlay of a few fields over the real one, and checks the result', () => {
    const overlay = fs.mkdtempSync(path.join(os.tmpdir(), 'site-data-overlay-'));
    const entry = { id: 'e2e', kind: 'analytics', src: 'https://analytics.invalid/s.js' };
    fs.writeFileSync(
      path.join(overlay, 'site.yaml'),
      yaml({ headScripts: [{ ...entry, enabled: true }] }),
    );
    const base = readSiteData(DATA, null);
    const data = readSiteData(DATA, overlay);
    expect(data.site).toEqual({
      ...base.site,
      headScripts: [{ ...entry, enabled: true, strategy: 'idle', attributes: {} }],
    });
    fs.writeFileSync(path.join(overlay, 'site.yaml'), yaml({ colorMode: 'sepia' }));
    expect(() => readSiteData(DATA, overlay)).toThrow(
      /site\.yaml over content\/data\/site\.yaml is invalid:\n {2}- colorMode must be one of/,
    );
    fs.rmSync(overlay, { recursive: true });
  });

  it('the end-to-end overlay enables one head script, at a host that never answers', () => {
    const data = readSiteData(DATA, path.join(process.cwd(), 'tests', 'fixtures', 'e2e-data'));
    const enabled = browserSiteData(data).site.headScripts;
    expect(enabled.map(({ src }) => src)).toEqual(['https://analytics.invalid/script.js']);
  });

  it('under gatsby develop keeps the last data that read whole while a file is wrong; a build still fails', () => {
    const dir = copyOfData();
    const navbar = path.join(dir, 'navbar.yaml');
    const good = fs.readFileSync(navbar, 'utf8');
    let developing = true;
    const now = keepingLastGood(
      () => readSiteData(dir, null, null),
      () => developing,
    );
    const first = now();
    fs.writeFileSync(navbar, 'items:\n  - text: { en: Guide }\n    link: guide/\n');
    expect(now()).toBe(first);
    developing = false;
    expect(() => now()).toThrow(/navbar\.yaml is invalid/);
    fs.writeFileSync(navbar, good.replace('Guide', 'Handbook'));
    developing = true;
    expect(now()).not.toBe(first);
    expect(JSON.stringify(now().navbar)).toContain('Handbook');
  });

  it('throws when the data was never whole, even under gatsby develop', () => {
    const now = keepingLastGood(
      () => {
        throw new Error('site.yaml is invalid');
      },
      () => true,
    );
    expect(() => now()).toThrow('site.yaml is invalid');
  });
});
