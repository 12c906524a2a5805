/**
 * The content renderer as the build runs it: the site's content components
 * bundled by esbuild for Node and loaded from the bundle (contentHtml.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContentTree } from '../../src/lib/contentTree';
import { ROOT } from '../paths';
import { bundleRenderer, contentHtml } from './contentHtml';

// Beside the build's own bundle, so it finds the project's packages, but never in its place.
const OUTFILE = path.join(ROOT, '.cache', 'content-html', `renderer.test-${process.pid}.cjs`);

const tree: ContentTree = [
  ['h2', { id: 'install' }, 'Install'],
  ['Callout', { type: 'tip' }, ['p', 0, 'Read ', ['a', { href: '/guide/' }, 'the guide']]],
  ['WebdavAddress', 0],
];

let version: string;
beforeAll(async () => {
  version = await bundleRenderer('', OUTFILE);
}, 60_000);
afterAll(() => fs.rmSync(OUTFILE, { force: true }));

describe('the content renderer', () => {
  it('draws the tree with the site’s components, and collects the rules of their classes', () => {
    const { html, rules } = contentHtml(
      tree,
      { language: 'en', pagePath: '/guide/x.html', data: {} },
      version,
      OUTFILE,
    );
    expect(html).toContain('<h2 id="install">Install');
    expect(html).toMatch(/<div class="callout callout-tip css-[a-z0-9]+" role="note">/);
    expect(html).toContain('<a href="/guide/">the guide</a>');
    // The island's mark, which the browser mounts over.
    expect(html).toContain('data-island="0"');
    const calloutClass = /callout-tip (css-[a-z0-9]+)/.exec(html)![1]!;
    expect(Object.keys(rules)).toContain(calloutClass.replace(/^css-/, ''));
    expect(rules[calloutClass.replace(/^css-/, '')]).toContain(`.${calloutClass}{`);
  });

  it('draws in the page’s language', () => {
    const callout: ContentTree = [['Callout', { type: 'warning' }, 'x']];
    const page = (language: 'en' | 'zh') => ({ language, pagePath: '/p.html', data: {} });
    const english = contentHtml(callout, page('en'), version, OUTFILE).html;
    const chinese = contentHtml(callout, page('zh'), version, OUTFILE).html;
    expect(english).not.toBe(chinese);
    expect(chinese).toMatch(/[\u4e00-\u9fff]/);
  });

  it('gives the same version for the same components', async () => {
    expect(await bundleRenderer('', OUTFILE)).toBe(version);
  }, 60_000);
});
