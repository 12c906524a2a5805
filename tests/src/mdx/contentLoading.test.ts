/** @jest-environment jsdom */
import { loadingContentCode } from '../../../src/mdx/contentLoading';
import { siteShortcodes as shortcodes } from '../../../src/mdx/siteShortcodes';
import type { GatsbyLoader } from '../../../src/lib/gatsbyRuntime';
import { contentRenderer } from '../../../src/mdx/contentRendererSlot';

type PageLoader = GatsbyLoader;

/** What patchRuntime does for one loader patch. */
function loadPagesWithShortcodes(loader: GatsbyLoader) {
  Object.assign(
    loader,
    loadingContentCode({
      loadPage: loader.loadPage.bind(loader),
      loadPageSync: loader.loadPageSync.bind(loader),
    }),
  );
}

jest.mock('../../../src/mdx/contentRendererModule', () => ({
  loadContentRendererModule: () =>
    new Promise((resolve) => setTimeout(() => resolve({ MdxContent: 'MdxContent' }), 5)),
}));

jest.mock('../../../src/mdx/shortcodeModules', () => {
  const { SHORTCODE_MODULE_PATHS } = jest.requireActual('../../../src/lib/mdx/shortcodes');
  return {
    SHORTCODE_MODULES: Object.fromEntries(
      (SHORTCODE_MODULE_PATHS as string[]).map((path) => [
        path,
        () =>
          path === 'Badge'
            ? Promise.reject(new Error('Loading chunk 7 failed.'))
            : new Promise((resolve) => setTimeout(() => resolve({ Tabs: 'Tabs', Tab: 'Tab' }), 5)),
      ]),
    ),
  };
});

const resourcesWith = (content: unknown) => ({ json: { data: { mdx: { content } } } });

describe('loadPagesWithShortcodes', () => {
  afterEach(() => delete document.documentElement.dataset.hydrated);

  it("loads nothing for the first page, which shows the server's HTML", async () => {
    const resources = resourcesWith([['Tabs', 0, ['Tab', 0, 'x']]]);
    const loader: PageLoader = { loadPageSync: () => undefined, loadPage: async () => resources };
    loadPagesWithShortcodes(loader);
    await expect(loader.loadPage('/guide/install/script.html')).resolves.toBe(resources);
    expect(contentRenderer.current()).toBeUndefined();
    expect(shortcodes.component('Tabs')).toBeUndefined();
  });

  it("after the first page, makes the loader's page load wait for the renderer and the shortcodes the page names", async () => {
    document.documentElement.dataset.hydrated = 'true';
    const resources = resourcesWith([['Tabs', 0, ['Tab', 0, 'x']]]);
    const loader: PageLoader = {
      loadPageSync: () => undefined,
      loadPage: jest.fn(async () => resources),
    };
    loadPagesWithShortcodes(loader);
    expect(shortcodes.component('Tabs')).toBeUndefined();
    await expect(loader.loadPage('/guide/install/docker.html')).resolves.toBe(resources);
    expect(shortcodes.component('Tabs')).toBe('Tabs');
    expect(shortcodes.component('Tab')).toBe('Tab');
    expect(contentRenderer.current()).toEqual({ MdxContent: 'MdxContent' });
  });

  it('starts loading the renderer while the page data is still on its way', async () => {
    document.documentElement.dataset.hydrated = 'true';
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('../../../src/mdx/contentLoading');
      const slot = await import('../../../src/mdx/contentRendererSlot');
      const registered = await import('../../../src/mdx/siteShortcodes');
      let dataArrives = () => undefined as void;
      const arrived = new Promise<void>((resolve) => (dataArrives = resolve));
      const resources = resourcesWith([['Tabs', 0, ['Tab', 0, 'x']]]);
      const loader: PageLoader = {
        loadPageSync: () => undefined,
        loadPage: async () => {
          await arrived;
          return resources;
        },
      };
      Object.assign(
        loader,
        fresh.loadingContentCode({
          loadPage: loader.loadPage.bind(loader),
          loadPageSync: loader.loadPageSync.bind(loader),
        }),
      );
      const loading = loader.loadPage('/guide/install/docker.html');
      // The stand-in renderer arrives 5 ms after it is asked for; the page data has not come.
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(slot.contentRenderer.current()).toEqual({ MdxContent: 'MdxContent' });
      expect(registered.siteShortcodes.component('Tabs')).toBeUndefined();
      dataArrives();
      await expect(loading).resolves.toBe(resources);
      expect(registered.siteShortcodes.component('Tabs')).toBe('Tabs');
    });
  });

  it('still gives the page when a module fails, and pages without content as they are', async () => {
    document.documentElement.dataset.hydrated = 'true';
    const failing = resourcesWith([['Badge', { text: 'new' }]]);
    const loader: PageLoader = {
      loadPageSync: () => undefined,
      loadPage: jest.fn(async (path: string) => (path === '/404.html' ? undefined : failing)),
    };
    loadPagesWithShortcodes(loader);
    await expect(loader.loadPage('/changelog.html')).resolves.toBe(failing);
    expect(shortcodes.component('Badge')).toBeUndefined();
    await expect(loader.loadPage('/404.html')).resolves.toBeUndefined();
  });
});
