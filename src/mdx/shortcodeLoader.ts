/** The site's one shortcode registry, over the modules of this build stage (see shortcodeModules.ts). */
import { componentsIn, contentOfPageData } from '../lib/contentTree';
import { SHORTCODE_MODULES } from './shortcodeModules';
import { createShortcodeRegistry } from './shortcodeRegistry';
import { pageLoader, type LoaderPatch } from '../lib/gatsbyRuntime';

export const shortcodes = createShortcodeRegistry(SHORTCODE_MODULES);

/**
 * A page in-site navigation goes to counts as loaded once its shortcodes are
 * too: Gatsby's navigation waits for its loader's `loadPage`, so the page renders
 * whole instead of without its tabs for a moment. A module that fails to load
 * is left to the page's own render and the chunk recovery (the failed script
 * already told it where the reader was going).
 */
export const loadingShortcodes: LoaderPatch = ({ loadPage }) => ({
  loadPage: async (path) => {
    const resources = await loadPage(path);
    const tree = contentOfPageData(resources?.json);
    if (tree) await shortcodes.load(componentsIn(tree)).catch(() => undefined);
    return resources;
  },
});

/** Loads the shortcodes the page at `path` names, once Gatsby's loader has its data. */
export async function loadShortcodesOf(path: string): Promise<void> {
  const loader = pageLoader();
  if (!loader) return;
  const resources = loader.loadPageSync(path) ?? (await loader.loadPage(path));
  const tree = contentOfPageData(resources?.json);
  if (tree) await shortcodes.load(componentsIn(tree));
}
