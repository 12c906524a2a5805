import { DEFAULT_NOT_FOUND, localeNotFoundFor, type LocaleNotFound } from '../lib/localeNotFound';
import type { LoaderPatch, PageResources } from '../lib/gatsbyRuntime';

/** The locale's not-found page, when Gatsby answered an address under its prefix with `/404.html`. */
function localeAnswerFor(
  resources: PageResources | undefined,
  requested: string,
): LocaleNotFound | null {
  if (resources?.page?.path !== DEFAULT_NOT_FOUND) return null;
  return localeNotFoundFor(requested.split(/[?#]/)[0] ?? requested);
}

/** The locale's not-found page, answering the address as Gatsby's router expects of a match path. */
function asLocaleNotFound(
  resources: PageResources | undefined,
  local: LocaleNotFound | null,
  load: (path: string) => PageResources | undefined,
): PageResources | undefined {
  if (!local) return resources;
  const localResources = load(local.path);
  if (!localResources?.page) return resources;
  return { ...localResources, page: { ...localResources.page, matchPath: local.matchPath } };
}

/**
 * An address Gatsby has no page for gets `/404.html`; under a locale's prefix
 * the locale's own not-found page answers instead, on the first load and on
 * in-site navigation. Gatsby's runtime asks its loader both ways: `loadPage`
 * before it renders, `loadPageSync` while it renders (./runtime.ts applies it).
 */
export const answeringWithLocaleNotFound: LoaderPatch = ({ loadPage, loadPageSync }) => ({
  loadPageSync: (path, options) => {
    const resources = loadPageSync(path, options);
    return asLocaleNotFound(resources, localeAnswerFor(resources, path), loadPageSync);
  },
  loadPage: async (path) => {
    const resources = await loadPage(path);
    const local = localeAnswerFor(resources, path);
    if (local) await loadPage(local.path);
    return asLocaleNotFound(resources, local, loadPageSync);
  },
});
