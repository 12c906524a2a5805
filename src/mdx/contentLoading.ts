import { componentsIn, contentOfPageData } from '../lib/contentTree';
import type { LoaderPatch } from '../lib/gatsbyRuntime';
import { isPageHydrated } from '../lib/hydrationMark';
import { lazyModule } from '../lib/lazyModule';
import { contentRenderer } from './contentRendererSlot';

/** The shortcode registry (with the shortcode table): a chunk a first visit never needs. */
const registry = lazyModule(
  () => import(/* webpackChunkName: "shortcode-registry" */ './siteShortcodes'),
);

/**
 * A page in-site navigation goes to counts as loaded once the code that draws
 * its content has arrived too (the content renderer and the shortcodes it
 * names): Gatsby's navigation waits for its loader's `loadPage`, so the page
 * renders whole instead of blank or without its tabs for a moment. The first
 * page is not drawn but kept as the server sent it, so it loads none of that
 * (its islands load their own when they wake, src/mdx/islands). A module that
 * fails to load is left to the page's own render and the chunk recovery (the
 * failed script already told it where the reader was going).
 */
export const loadingContentCode: LoaderPatch = ({ loadPage }) => ({
  loadPage: async (path) => {
    if (!isPageHydrated(document.documentElement)) return loadPage(path);
    // The renderer and the registry do not depend on the page: they load while its data does.
    const renderer = contentRenderer.load().catch(() => undefined);
    const shortcodes = registry.load().then(
      ({ siteShortcodes }) => siteShortcodes,
      () => undefined,
    );
    const resources = await loadPage(path);
    const tree = contentOfPageData(resources?.json);
    if (tree)
      await Promise.all([
        renderer,
        shortcodes.then((registered) => registered?.load(componentsIn(tree))),
      ]).catch(() => undefined);
    return resources;
  },
});
