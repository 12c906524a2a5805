/**
 * The components MDX content may use by name, and the file under src/mdx that
 * exports each. A page imports only the ones it uses (see
 * gatsby/mdx/remarkShortcodeImports), so a page without tables of API routes
 * never downloads the code that draws them.
 */
export const SHORTCODES = {
  Callout: 'Callout',
  Align: 'Callout',
  Badge: 'Badge',
  Tabs: 'Tabs',
  Tab: 'Tabs',
  WebdavAddress: 'WebdavAddress',
  Endpoint: 'Endpoint',
  TaskRoutes: 'TaskRoutes',
  Changelog: 'Changelog',
  Ecosystem: 'Ecosystem',
  PricingPlans: 'PricingPlans',
  OptionsTable: 'OptionsTable',
  CommonOptions: 'CommonOptions',
} as const satisfies Record<string, string>;

export type ShortcodeName = keyof typeof SHORTCODES;

export function isShortcode(name: unknown): name is ShortcodeName {
  return typeof name === 'string' && Object.hasOwn(SHORTCODES, name);
}
