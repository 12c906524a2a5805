/**
 * The browser's shortcode registry. Each module is a chunk of its own, fetched
 * when an island needs it: webpack makes one chunk per module this template
 * import can reach, and gatsby/onCreateWebpackConfig.ts narrows that to exactly
 * the modules src/lib/mdx/shortcodes.ts names.
 */
import { createShortcodeRegistry } from './shortcodeRegistry';

export const siteShortcodes = createShortcodeRegistry(
  (module) => import(/* webpackChunkName: "shortcode-[request]" */ `./${module}`),
);
