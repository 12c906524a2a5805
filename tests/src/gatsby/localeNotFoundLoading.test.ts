import { answeringWithLocaleNotFound } from '../../../src/gatsby/localeNotFoundLoading';
import type { GatsbyLoader } from '../../../src/lib/gatsbyRuntime';

/** What patchRuntime does for one loader patch. */
function answerWithLocaleNotFound(loader: GatsbyLoader) {
  Object.assign(
    loader,
    answeringWithLocaleNotFound({
      loadPage: loader.loadPage.bind(loader),
      loadPageSync: loader.loadPageSync.bind(loader),
    }),
  );
}

/** A loader like Gatsby's: known pages, `/404.html` for the rest; a page is sync once loaded. */
function fakeLoader(pages: string[]) {
  const loaded = new Set<string>();
  const resources = (path: string) => {
    const found = pages.includes(path) ? path : '/404.html';
    return { page: { path: found, matchPath: null }, json: { pageContext: { path: found } } };
  };
  const loader: GatsbyLoader & { requested: string[] } = {
    requested: [],
    loadPage: async (path) => {
      loader.requested.push(path);
      loaded.add(path);
      return resources(path);
    },
    loadPageSync: (path) => (loaded.has(path) ? resources(path) : undefined),
  };
  return loader;
}

describe('answerWithLocaleNotFound', () => {
  it('answers an unknown Chinese address with the Chinese not-found page, as a match path', async () => {
    const loader = fakeLoader(['/zh/guide/', '/zh/404.html', '/404.html']);
    answerWithLocaleNotFound(loader);
    const answer = await loader.loadPage('/zh/nothing-here');
    expect(answer?.page).toEqual({ path: '/zh/404.html', matchPath: '/zh/*' });
    expect(loader.requested).toEqual(['/zh/nothing-here', '/zh/404.html']);
    // Gatsby's render asks again, synchronously.
    expect(loader.loadPageSync('/zh/nothing-here')?.page).toEqual({
      path: '/zh/404.html',
      matchPath: '/zh/*',
    });
  });

  it('leaves known pages and unknown English addresses as Gatsby answers them', async () => {
    const loader = fakeLoader(['/zh/guide/', '/zh/404.html', '/404.html']);
    answerWithLocaleNotFound(loader);
    expect((await loader.loadPage('/zh/guide/'))?.page?.path).toBe('/zh/guide/');
    expect((await loader.loadPage('/no/such/page.html'))?.page).toEqual({
      path: '/404.html',
      matchPath: null,
    });
    expect(loader.loadPageSync('/zh/never-loaded')).toBeUndefined();
  });
});
