/**
 * How the browser loads each module of shortcodes (src/lib/mdx/shortcodes.ts): a chunk
 * of its own, fetched when a page needs it (see shortcodeRegistry.ts). Webpack makes
 * one chunk per module the template import can reach, and gatsby/onCreateWebpackConfig.ts
 * narrows that to exactly the modules shortcodes.ts names, so the list is written once.
 * The build's renderer imports them all at once (virtual:shortcode-modules,
 * gatsby/mdx/contentHtml.ts).
 */
import { SHORTCODE_MODULE_PATHS } from '../lib/mdx/shortcodes';
import type { ShortcodeModules } from './shortcodeRegistry';

export const SHORTCODE_MODULES = Object.fromEntries(
  SHORTCODE_MODULE_PATHS.map((path) => [
    path,
    () => import(/* webpackChunkName: "shortcode-[request]" */ `./${path}`),
  ]),
) as ShortcodeModules;
