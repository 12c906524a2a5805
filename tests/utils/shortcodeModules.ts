/**
 * `virtual:shortcode-modules` under Jest: every module of the shortcode table,
 * as gatsby/mdx/contentHtml.ts writes it for the build's renderer.
 */
import { SHORTCODE_MODULE_PATHS } from '../../src/lib/mdx/shortcodes';

export const SHORTCODE_MODULES = Object.fromEntries(
  SHORTCODE_MODULE_PATHS.map((module) => [
    module,
    () => jest.requireActual<Record<string, unknown>>(`../../src/mdx/${module}`),
  ]),
);
