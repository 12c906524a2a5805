/**
 * Every module of shortcodes at hand at once, for the build's server render, which
 * is synchronous (webpack's server stages alias shortcodeModules.ts to this file).
 * The template require reaches the modules shortcodes.ts names, as in the browser.
 */
import { SHORTCODE_MODULE_PATHS } from '../lib/mdx/shortcodes';
import type { ShortcodeModule, ShortcodeModules } from './shortcodeRegistry';

export const SHORTCODE_MODULES = Object.fromEntries(
  SHORTCODE_MODULE_PATHS.map((path) => [
    path,
    // A synchronous import has no other spelling.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    () => require(`./${path}`) as ShortcodeModule,
  ]),
) as ShortcodeModules;
