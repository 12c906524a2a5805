/**
 * The one module that touches Gatsby's private browser runtime: the globals
 * `window.___navigate` (every in-site navigation goes through it, including
 * gatsby's public `navigate`) and `window.___loader` (the page loader Gatsby's
 * router asks before it renders). Gatsby offers no public hook for the moments
 * these patches need: before a navigation loads anything, and between a page's
 * data arriving and its render. Everything else reaches the runtime through
 * the functions here, and tests/src/lib/gatsbyRuntime.contract.test.ts fails with
 * a message naming the missing piece when an upgrade changes its shape.
 * The one exception is develop-only: src/gatsby/sliceSafeDevLoader.ts extends
 * Gatsby's develop loader class, which no global exposes.
 */

export type Navigate = (to: string | number, options?: unknown) => unknown;

/** The page resources Gatsby's loader answers with, as far as our patches read them. */
export interface PageResources {
  page?: { path?: string; matchPath?: string | null };
  json?: unknown;
  [field: string]: unknown;
}

/** Gatsby's public loader (`window.___loader`), as far as this site uses it. */
export interface GatsbyLoader {
  loadPage(path: string): Promise<PageResources | undefined>;
  loadPageSync(path: string, options?: object): PageResources | undefined;
  hovering?(path: string): void;
}

export interface RuntimeWindow {
  ___navigate?: Navigate;
  ___loader?: GatsbyLoader;
}

/** What is missing from the runtime this site patches, one line each; empty when all is there. */
export function runtimeShapeProblems(site: RuntimeWindow): string[] {
  const problems: string[] = [];
  // Undefined is a shape Gatsby has: `gatsby develop` sets it only after onClientEntry.
  if (site.___navigate !== undefined && typeof site.___navigate !== 'function')
    problems.push('window.___navigate is not a function (gatsby/cache-dir/navigation.js init)');
  const loader = site.___loader;
  if (!loader || typeof loader !== 'object')
    problems.push('window.___loader is missing (gatsby/cache-dir/production-app.js)');
  else
    for (const method of ['loadPage', 'loadPageSync', 'hovering'] as const)
      if (typeof loader[method] !== 'function')
        problems.push(`window.___loader.${method} is not a function (gatsby/cache-dir/loader.js)`);
  return problems;
}

/** A change to how Gatsby's loader answers: given the loader's own methods, new ones. */
export type LoaderPatch = (
  loader: GatsbyLoader,
) => Partial<Pick<GatsbyLoader, 'loadPage' | 'loadPageSync'>>;
/** A change to in-site navigation: given the navigation so far, the one to use instead. */
export type NavigatePatch = (navigate: Navigate) => Navigate;

export interface RuntimePatches {
  /** Applied in this order: each later patch wraps the ones before it. */
  loader: readonly LoaderPatch[];
  /** Applied in this order: the last one sees a navigation first. */
  navigate: readonly NavigatePatch[];
}

/**
 * Applies the patches in their explicit order. Returns the problems that kept
 * it from doing so (then nothing is patched and the site still works, only
 * without what the patches add).
 */
export function patchRuntime(site: RuntimeWindow, patches: RuntimePatches): string[] {
  const problems = runtimeShapeProblems(site);
  if (problems.length > 0) return problems;
  const loader = site.___loader!;
  for (const patch of patches.loader) {
    const current = {
      loadPage: loader.loadPage.bind(loader),
      loadPageSync: loader.loadPageSync.bind(loader),
      hovering: loader.hovering?.bind(loader),
    };
    Object.assign(loader, patch(current));
  }
  const patched = (navigate: Navigate) =>
    patches.navigate.reduce<Navigate>((next, patch) => patch(next), navigate);
  if (site.___navigate) {
    site.___navigate = patched(site.___navigate);
    return [];
  }
  // `gatsby develop` runs onClientEntry before its router sets ___navigate: patch it as it is set.
  let navigate: Navigate | undefined;
  Object.defineProperty(site, '___navigate', {
    configurable: true,
    enumerable: true,
    get: () => navigate,
    set: (value: unknown) => {
      navigate = typeof value === 'function' ? patched(value as Navigate) : (value as undefined);
    },
  });
  return [];
}

const runtimeWindow = (): RuntimeWindow | null =>
  typeof window === 'undefined' ? null : (window as unknown as RuntimeWindow);

/** Gatsby's loader in the browser, or null (server render, tests without Gatsby). */
export function pageLoader(): GatsbyLoader | null {
  return runtimeWindow()?.___loader ?? null;
}

/** Starts loading a page's code and data, as Gatsby's Link does when it is hovered. */
export function prefetchOnHover(path: string): void {
  pageLoader()?.hovering?.(path);
}
