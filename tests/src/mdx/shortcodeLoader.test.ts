import { loadingShortcodes, shortcodes } from '../../../src/mdx/shortcodeLoader';
import type { GatsbyLoader } from '../../../src/lib/gatsbyRuntime';

type PageLoader = GatsbyLoader;

/** What patchRuntime does for one loader patch. */
function loadPagesWithShortcodes(loader: GatsbyLoader) {
  Object.assign(
    loader,
    loadingShortcodes({
      loadPage: loader.loadPage.bind(loader),
      loadPageSync: loader.loadPageSync.bind(loader),
    }),
  );
}

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
  it("makes the loader's page load wait for the shortcodes the page names", async () => {
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
  });

  it('still gives the page when a module fails, and pages without content as they are', async () => {
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
