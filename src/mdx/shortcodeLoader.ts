/** The site's one shortcode registry, over the modules of this build stage (see shortcodeModules.ts). */
import { componentsIn, contentOfPageData } from '../lib/contentTree';
import { SHORTCODE_MODULES } from './shortcodeModules';
import { createShortcodeRegistry } from './shortcodeRegistry';

export const shortcodes = createShortcodeRegistry(SHORTCODE_MODULES);

/** Gatsby's loader, as far as this module uses it. */
export interface PageLoader {
  loadPageSync(path: string): { json?: unknown } | undefined;
  loadPage(path: string): Promise<{ json?: unknown } | undefined>;
}
const pageLoader = () => (window as unknown as { ___loader?: PageLoader }).___loader;

/**
 * A page in-site navigation goes to counts as loaded once its shortcodes are
 * too: Gatsby's navigation waits for `___loader.loadPage`, so the page renders
 * whole instead of without its tabs for a moment. A module that fails to load
 * is left to the page's own render and the chunk recovery (the failed script
 * already told it where the reader was going).
 */
export function loadPagesWithShortcodes(loader: PageLoader): void {
  const loadPage = loader.loadPage.bind(loader);
  loader.loadPage = async (path) => {
    const resources = await loadPage(path);
    const tree = contentOfPageData(resources?.json);
    if (tree) await shortcodes.load(componentsIn(tree)).catch(() => undefined);
    return resources;
  };
}

export function installShortcodeLoading(): void {
  const loader = pageLoader();
  if (loader) loadPagesWithShortcodes(loader);
}

/** Loads the shortcodes the page at `path` names, once Gatsby's loader has its data. */
export async function loadShortcodesOf(path: string): Promise<void> {
  const loader = pageLoader();
  if (!loader) return;
  const resources = loader.loadPageSync(path) ?? (await loader.loadPage(path));
  const tree = contentOfPageData(resources?.json);
  if (tree) await shortcodes.load(componentsIn(tree));
}
