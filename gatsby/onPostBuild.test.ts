/**
 * The post-build hook as a whole, over a small site in a temporary folder laid
 * out as Gatsby leaves public/: every writer it is meant to call must leave its
 * mark. The writers have unit tests of their own; this one fails when one of
 * them is no longer called, or called on the wrong files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesUnder } from './lib/filesUnder.mjs';
import { htmlFileOf } from '../src/lib/pageFiles.mjs';

const REAL_ROOT = path.resolve(__dirname, '..');
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'post-build-'));

jest.mock('./paths', () => {
  const actual = jest.requireActual('./paths');
  const nodePath = jest.requireActual('node:path');
  return {
    ...actual,
    ROOT: site,
    CONTENT_ROOT: nodePath.join(REAL_ROOT, 'content'),
    DATA_DIR: nodePath.join(REAL_ROOT, 'content', 'data'),
    BUILD_STATS_FILE: nodePath.join(site, '.cache', 'webpack.stats.json'),
    RECORDS_DIR: nodePath.join(site, '.cache', 'records'),
  };
});
jest.mock('./adminPage', () => ({ writeAdmin: jest.fn(async () => undefined) }));

const PAGES = [
  { path: '/guide/install/script.html', language: 'en', title: 'Script' },
  { path: '/zh/guide/install/script.html', language: 'zh', title: '脚本' },
  { path: '/404.html', language: 'en', title: 'Not found' },
  { path: '/zh/404.html', language: 'zh', title: '未找到' },
];

/** A page as Gatsby writes it: a style beside its element, a stray NUL byte, async entry scripts. */
const gatsbyHtml = (pagePath: string, title: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>${title}</title></head>` +
  `<body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">` +
  `<style data-emotion="css abc">.css-abc{color:red}</style><main><article class="css-abc">` +
  `<h1>${title}</h1><h2 id="usage">Usage 用\0法</h2><p>How to run the install script.</p>` +
  `</article></main></div></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>` +
  `<script src="/app-0123456789abcdef.js" async=""></script></body></html>`;

const publicDir = path.join(site, 'public');
const inPublic = (file: string) => path.join(publicDir, file);
const read = (file: string) => fs.readFileSync(inPublic(file), 'utf8');

const reporter = {
  info: jest.fn(),
  warn: jest.fn(),
  panicOnBuild: jest.fn((...args: unknown[]) => {
    throw new Error(`panicOnBuild: ${args.map(String).join(' ')}`);
  }),
};

beforeAll(async () => {
  for (const page of PAGES) {
    fs.mkdirSync(path.dirname(inPublic(page.path)), { recursive: true });
    fs.writeFileSync(inPublic(page.path), gatsbyHtml(page.path, page.title));
  }
  fs.writeFileSync(inPublic('chunk-map.json'), '{}');
  // A copy the last build wrote for a page that is gone.
  fs.mkdirSync(inPublic('guide/gone'), { recursive: true });
  fs.writeFileSync(inPublic('guide/gone/index.html'), '<p>old</p>');
  fs.mkdirSync(path.join(site, '.cache'), { recursive: true });
  fs.writeFileSync(
    path.join(site, '.cache', 'generated-files.json'),
    JSON.stringify(['guide/gone/index.html']),
  );
  // The code the build digests for its caches, and the packages it asks, are the real ones.
  for (const shared of ['node_modules', 'src', 'gatsby'])
    fs.symlinkSync(path.join(REAL_ROOT, shared), path.join(site, shared));
  fs.copyFileSync(path.join(REAL_ROOT, 'package.json'), path.join(site, 'package.json'));

  const graphql = jest.fn(async (query: string) =>
    /allSitePage/.test(query)
      ? {
          data: {
            allSitePage: {
              nodes: [
                ...PAGES.map((page) => ({
                  path: page.path,
                  pageContext: { key: page.path, ...page, breadcrumbs: [] },
                })),
                { path: '/dev-404-page/', pageContext: {} },
              ],
            },
            allMdx: { nodes: [] },
          },
        }
      : { data: { allMdx: { nodes: [{ body: 'Plain text.' }] } } },
  );
  const { onPostBuild } = await import('./onPostBuild');
  await (onPostBuild as (args: unknown) => Promise<void>)({ graphql, reporter });
});

afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

describe('onPostBuild over a small built site', () => {
  it('finishes the HTML Gatsby wrote: no NUL byte, styles in <head>, scripts after paint', () => {
    const html = read('guide/install/script.html');
    expect(html).not.toContain('\0');
    expect(html).toContain('Usage 用法');
    expect(html.indexOf('data-emotion')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('<script src="/app-0123456789abcdef.js" async=""></script>');
  });

  it('tells the locale not-found page it is /404.html', () => {
    expect(read('zh/404.html')).toContain('data-page-path="/404.html"');
  });

  it('writes a trailing-slash copy of each .html page', () => {
    expect(read('guide/install/script/index.html')).toBe(read('guide/install/script.html'));
    expect(read('zh/guide/install/script/index.html')).toBe(read('zh/guide/install/script.html'));
  });

  it('removes the copies of pages that are gone and records what it wrote', () => {
    expect(fs.existsSync(inPublic('guide/gone/index.html'))).toBe(false);
    const manifest = JSON.parse(
      fs.readFileSync(path.join(site, '.cache', 'generated-files.json'), 'utf8'),
    ) as string[];
    expect(manifest).toContain('guide/install/script/index.html');
  });

  it('writes the redirect pages of redirects.yaml', async () => {
    const { localisedRedirects } = await import('./lib/redirects');
    const { loadRedirects } = await import('./lib/siteData');
    const redirects = localisedRedirects(loadRedirects());
    expect(redirects.length).toBeGreaterThan(0);
    for (const { from } of redirects) expect(fs.existsSync(inPublic(htmlFileOf(from)))).toBe(true);
  });

  it('writes a search index for each locale from the pages’ HTML', () => {
    const files = filesUnder(inPublic('search'));
    expect(files.some((file) => /en/.test(file))).toBe(true);
    expect(files.some((file) => /zh/.test(file))).toBe(true);
  });

  it('writes the sitemap, robots.txt, the page list and openapi.json', () => {
    expect(read('sitemap.xml')).toContain('/guide/install/script.html');
    expect(read('robots.txt')).toMatch(/Sitemap:/i);
    expect(JSON.parse(read('page-paths.json'))).toEqual(PAGES.map((page) => page.path).sort());
    expect(JSON.parse(read('openapi.json')).paths).toBeDefined();
  });

  it('builds the content editor', async () => {
    const { writeAdmin } = await import('./adminPage');
    expect(writeAdmin).toHaveBeenCalledTimes(1);
  });

  it('removes what no reader requests', () => {
    expect(fs.existsSync(inPublic('chunk-map.json'))).toBe(false);
  });

  it('writes the host files: _headers with the site policy, _redirects with the locale 404', () => {
    expect(read('_headers')).toContain('Content-Security-Policy');
    expect(read('_redirects')).toContain('/zh/404.html');
  });

  it('gives every page its own script policy and remembers the HTML as finished', () => {
    for (const page of PAGES)
      expect(read(page.path.slice(1))).toContain('http-equiv="Content-Security-Policy"');
    expect(fs.existsSync(path.join(site, '.cache', 'records', 'html-snapshot.json'))).toBe(true);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });
});
