/**
 * The wiring of src/gatsby/onClientEntry.ts: each patch of Gatsby's runtime is
 * applied, in the order its comments give, to a window shaped like Gatsby's.
 * The patches' own behaviour has tests of its own; these fail when one is left
 * out of the list or the order changes.
 */
import type { GatsbyLoader } from '../../../src/lib/gatsbyRuntime';

const starts: string[] = [];

jest.mock('../../../src/gatsby/routeProgress', () => ({
  navigationStarts: (url: URL) => starts.push(url.pathname),
}));
jest.mock('../../../src/gatsby/chunkRecovery', () => ({ watchChunkFailures: jest.fn() }));

type Site = Window & { ___navigate?: jest.Mock; ___loader?: GatsbyLoader };

const PAGES = ['/guide/', '/zh/guide/', '/404.html', '/zh/404.html'];

function gatsbyShapedWindow() {
  const site = window as Site;
  site.___navigate = jest.fn();
  // Like Gatsby's loader: unknown addresses get /404.html, and a loaded page is there synchronously.
  const loaded = new Set<string>();
  const resources = (path: string) => {
    const found = PAGES.includes(path) ? path : '/404.html';
    return { page: { path: found, matchPath: null }, json: { pageContext: { path: found } } };
  };
  site.___loader = {
    loadPage: async (path) => {
      loaded.add(path);
      return resources(path);
    },
    loadPageSync: (path) => (loaded.has(path) ? resources(path) : undefined),
    hovering: () => undefined,
  };
  global.fetch = jest.fn(async () => ({
    ok: true,
    text: async () => JSON.stringify(PAGES),
    json: async () => PAGES,
  })) as unknown as typeof fetch;
  return site;
}

async function enter() {
  const { onClientEntry } = await import('../../../src/gatsby/onClientEntry');
  (onClientEntry as () => void)();
}

beforeEach(() => {
  jest.resetModules();
  starts.length = 0;
  window.history.replaceState(null, '', '/guide/');
});

describe('onClientEntry', () => {
  it('patches a runtime of the expected shape without complaint', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    gatsbyShapedWindow();
    await enter();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('says which piece is missing when Gatsby’s runtime changed shape, and patches nothing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const site = gatsbyShapedWindow();
    const original = site.___navigate!;
    delete site.___loader;
    await enter();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('window.___loader is missing'));
    expect(site.___navigate).toBe(original);
    error.mockRestore();
  });

  it('repairs an unreadable hash before the router reads it', async () => {
    gatsbyShapedWindow();
    window.history.replaceState(null, '', '/guide/#%');
    await enter();
    expect(window.location.hash).not.toBe('#%');
    expect(() => decodeURI(window.location.hash)).not.toThrow();
  });

  it('watches for chunks that fail to load', async () => {
    gatsbyShapedWindow();
    await enter();
    const { watchChunkFailures } = jest.requireMock('../../../src/gatsby/chunkRecovery');
    expect(watchChunkFailures).toHaveBeenCalledTimes(1);
  });

  it('canonicalises in-site navigation, announcing the start with the address as asked for', async () => {
    const site = gatsbyShapedWindow();
    const original = site.___navigate!;
    await enter();
    await site.___navigate!('/guide', { replace: false });
    expect(original).toHaveBeenCalledWith('/guide/', { replace: false });
    expect(starts).toEqual(['/guide']);
  });

  it('answers an unknown Chinese address with the Chinese not-found page', async () => {
    const site = gatsbyShapedWindow();
    await enter();
    const answer = await site.___loader!.loadPage('/zh/nothing-here');
    expect((answer?.page as { path: string }).path).toBe('/zh/404.html');
  });
});
