import { DEFAULT_NOT_FOUND, localeNotFoundFor } from '../lib/localeNotFound';

/** The part of Gatsby's page resources this module reads and changes. */
interface PageResources {
  page?: { path?: string; matchPath?: string | null };
  [field: string]: unknown;
}

/** Gatsby's public loader, as far as this module uses it. */
export interface NotFoundLoader {
  loadPage(path: string): Promise<PageResources | undefined>;
  loadPageSync(path: string, options?: object): PageResources | undefined;
}

/** The locale's not-found page, answering the address as Gatsby's router expects of a match path. */
function asLocaleNotFound(
  resources: PageResources | undefined,
  requested: string,
  load: (path: string) => PageResources | undefined,
): PageResources | undefined {
  const local = localeNotFoundFor(requested.split(/[?#]/)[0] ?? requested);
  if (!local || resources?.page?.path !== DEFAULT_NOT_FOUND) return resources;
  const localResources = load(local.path);
  if (!localResources?.page) return resources;
  return { ...localResources, page: { ...localResources.page, matchPath: local.matchPath } };
}

/**
 * An address Gatsby has no page for gets `/404.html`; under a locale's prefix
 * the locale's own not-found page answers instead, on the first load and on
 * in-site navigation. Gatsby's runtime asks its public loader both ways:
 * `loadPage` before it renders, `loadPageSync` while it renders.
 */
export function answerWithLocaleNotFound(loader: NotFoundLoader): void {
  const loadPage = loader.loadPage.bind(loader);
  const loadPageSync = loader.loadPageSync.bind(loader);
  loader.loadPageSync = (path, options) =>
    asLocaleNotFound(loadPageSync(path, options), path, (other) => loadPageSync(other));
  loader.loadPage = async (path) => {
    const resources = await loadPage(path);
    const local = localeNotFoundFor(path.split(/[?#]/)[0] ?? path);
    if (local && resources?.page?.path === DEFAULT_NOT_FOUND) await loadPage(local.path);
    return asLocaleNotFound(resources, path, (other) => loadPageSync(other));
  };
}
