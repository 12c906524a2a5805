/**
 * The private runtime src/lib/gatsbyRuntime.ts relies on, checked against the
 * Gatsby that is installed: its browser sources must still create the globals
 * our patches wrap, and gatsby-link's navigate must still go through them. A
 * Gatsby upgrade that changes any of this fails here, naming the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  patchRuntime,
  runtimeShapeProblems,
  type GatsbyLoader,
  type RuntimeWindow,
} from '../../../src/lib/gatsbyRuntime';

const read = (file: string) => fs.readFileSync(path.resolve('node_modules', file), 'utf8');

describe("Gatsby's installed runtime", () => {
  it.each([
    [
      'gatsby/cache-dir/navigation.js',
      /window\.___navigate\s*=\s*\(to, options\)\s*=>\s*navigate\(to, options\)/,
    ],
    ['gatsby/cache-dir/production-app.js', /window\.___loader\s*=\s*publicLoader/],
    [
      'gatsby/cache-dir/production-app.js',
      /navigationInit\(\)[\s\S]*apiRunnerAsync\(`onClientEntry`\)/,
    ],
    [
      'gatsby/cache-dir/loader.js',
      /export const publicLoader = \{[\s\S]*loadPage:[\s\S]*loadPageSync:[\s\S]*hovering:/,
    ],
    ['gatsby-link/dist/index.js', /exports\.navigate=function\(e,t\)\{window\.___navigate\(/],
  ])('%s still has what src/lib/gatsbyRuntime.ts patches', (file, shape) => {
    expect([file, shape.test(read(file))]).toEqual([file, true]);
  });
});

function fakeSite(): RuntimeWindow & { calls: string[] } {
  const calls: string[] = [];
  const loader: GatsbyLoader = {
    loadPage: async (page) => {
      calls.push(`load ${page}`);
      return { page: { path: page } };
    },
    loadPageSync: (page) => ({ page: { path: page } }),
    hovering: () => undefined,
  };
  return { calls, ___loader: loader, ___navigate: (to) => calls.push(`navigate ${String(to)}`) };
}

describe('patchRuntime', () => {
  it('names each missing piece instead of patching a runtime of another shape', () => {
    expect(runtimeShapeProblems({ ___navigate: 'home' as never })).toEqual([
      'window.___navigate is not a function (gatsby/cache-dir/navigation.js init)',
      'window.___loader is missing (gatsby/cache-dir/production-app.js)',
    ]);
    const site = fakeSite();
    delete site.___loader!.hovering;
    expect(patchRuntime(site, { loader: [], navigate: [(next) => next] })).toEqual([
      'window.___loader.hovering is not a function (gatsby/cache-dir/loader.js)',
    ]);
  });

  it('applies the patches in their order: later loader patches wrap earlier ones, the last navigation patch runs first', async () => {
    const site = fakeSite();
    const order: string[] = [];
    expect(
      patchRuntime(site, {
        loader: ['first', 'second'].map((name) => ({ loadPage }: GatsbyLoader) => ({
          loadPage: async (page: string) => {
            order.push(`${name} before`);
            const answer = await loadPage(page);
            order.push(`${name} after`);
            return answer;
          },
        })),
        navigate: ['first', 'second'].map((name) => (next) => (to, options) => {
          order.push(`navigate ${name}`);
          return next(to, options);
        }),
      }),
    ).toEqual([]);
    await site.___loader!.loadPage('/a.html');
    site.___navigate!('/b.html');
    expect(order).toEqual([
      'second before',
      'first before',
      'first after',
      'second after',
      'navigate second',
      'navigate first',
    ]);
    expect(site.calls).toEqual(['load /a.html', 'navigate /b.html']);
  });

  it('patches the navigation gatsby develop sets only after onClientEntry, as it is set', () => {
    const site = fakeSite();
    const original = site.___navigate!;
    delete site.___navigate;
    const seen: string[] = [];
    expect(
      patchRuntime(site, {
        loader: [],
        navigate: [(next) => (to, options) => (seen.push(String(to)), next(to, options))],
      }),
    ).toEqual([]);
    site.___navigate = original;
    site.___navigate!('/c.html');
    expect(seen).toEqual(['/c.html']);
    expect(site.calls).toEqual(['navigate /c.html']);
  });
});
