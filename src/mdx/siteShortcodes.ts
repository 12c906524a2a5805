/** The site's one shortcode registry, over the modules of this build stage (see shortcodeModules.ts). */
import { SHORTCODE_MODULES } from './shortcodeModules';
import { createShortcodeRegistry } from './shortcodeRegistry';

export const siteShortcodes = createShortcodeRegistry(SHORTCODE_MODULES);
