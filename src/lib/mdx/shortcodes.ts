/**
 * The shortcodes: every component a content file may use by name, in one
 * table. A row says which file (relative to src/mdx) exports the component,
 * how it comes alive on a reader's page, and whether it handles secrets; its
 * props schema is the row of the same name in shortcodeProps.ts (build-only,
 * so the schemas never reach a reader; `tsc` fails when a row has none).
 * Adding a shortcode is its component file plus one row here and one schema.
 *
 * How a shortcode comes alive:
 * - `markup`: the server's HTML is all of it; its links and code blocks work
 *   through the behaviours every content holder has (in-site links, copy
 *   buttons: src/mdx/behaviours/contentBehaviours.ts).
 * - `behaviour`: plain markup whose behaviour is attached to the DOM by a
 *   behaviour of its own (src/mdx/behaviours), named here.
 * - `island`: a component with state or effects (a drawing made in the
 *   browser, a player, a form, a sign-in flow), mounted alone over its server
 *   copy (src/mdx/islands): when it comes `near-screen`, or `on-intent` (the
 *   reader's pointer, focus or keys) for a form whose server copy already shows
 *   all it shows until used, so a page that only mentions a tool loads none of
 *   its code. tests/src/lib/mdx/shortcodeLife.test.ts fails when a component
 *   with state or effects is not an island.
 *
 * Each module is a chunk of its own that a page loads when its content names
 * one of its shortcodes (src/mdx/shortcodeRegistry.ts).
 */
/** The behaviours of their own that shortcodes have (src/mdx/behaviours/contentBehaviours.ts). */
export type ShortcodeBehaviour = 'tabs' | 'fullscreen';

type Life =
  | { readonly kind: 'markup' }
  | { readonly kind: 'behaviour'; readonly behaviour: ShortcodeBehaviour }
  | {
      readonly kind: 'island';
      readonly wakes: 'near-screen' | 'on-intent';
      /** The data file (content/data) the island reads in the browser, which its page's data carries. */
      readonly reads?: string;
    };

interface ShortcodeRow {
  readonly module: string;
  readonly life: Life;
  /** Takes or shows secrets (client secrets, tokens, cookies): the page runs no advert or analytics script. */
  readonly secrets?: true;
}

const MARKUP: Life = { kind: 'markup' };
const NEAR_SCREEN: Life = { kind: 'island', wakes: 'near-screen' };
const ON_INTENT: Life = { kind: 'island', wakes: 'on-intent' };
const behaviour = (name: ShortcodeBehaviour): Life => ({
  kind: 'behaviour',
  behaviour: name,
});
const SECRETS = true;
/** A row: written as a call, so each of the table's many rows stays short in the browser's code. */
const row = <Module extends string>(module: Module, life: Life, secrets?: true) =>
  secrets ? { module, life, secrets } : { module, life };

export const SHORTCODE_TABLE = {
  Callout: row('Callout', MARKUP),
  Align: row('Callout', MARKUP),
  Badge: row('Badge', MARKUP),
  Tabs: row('Tabs', behaviour('tabs')),
  Tab: row('Tabs', behaviour('tabs')),
  // Reads the reader's address and API server choice.
  WebdavAddress: row('WebdavAddress', NEAR_SCREEN),
  Endpoint: row('Endpoint', MARKUP),
  TaskRoutes: row('TaskRoutes', MARKUP),
  Changelog: row('Changelog', MARKUP),
  Ecosystem: row('Ecosystem', MARKUP),
  PricingPlans: row('PricingPlans', MARKUP),
  OptionsTable: row('OptionsTable', MARKUP),
  CommonOptions: row('CommonOptions', MARKUP),
  // ```mermaid and ```flow blocks and ```chart data become these (src/lib/mdx/remarkDiagrams).
  Diagram: row('Diagram', NEAR_SCREEN),
  Chart: row('Chart', NEAR_SCREEN),
  ChangelogGrowth: row('ChangelogGrowth', { ...NEAR_SCREEN, reads: 'changelog' }),
  AutoCatalog: row('AutoCatalog', MARKUP),
  CodeDemo: row('CodeDemo', NEAR_SCREEN),
  LinkCard: row('LinkCard', MARKUP),
  // The original site's name for the link card.
  VPCard: row('LinkCard', MARKUP),
  Fullscreen: row('FullscreenFrame', behaviour('fullscreen')),
  FullscreenFrame: row('FullscreenFrame', behaviour('fullscreen')),
  // Videos: ArtPlayer loads its player on play; the embeds load their iframe on click.
  ArtPlayer: row('ArtPlayer', NEAR_SCREEN),
  BiliBili: row('VideoEmbed', NEAR_SCREEN),
  YouTube: row('VideoEmbed', NEAR_SCREEN),
  // The tool pages and the sign-in widgets on driver pages (src/tools). A callback
  // reads the address it was sent back to as it mounts, so it wakes near the screen.
  ToolList: row('../tools/ToolList', MARKUP),
  Token115: row('../tools/p115/Token115', ON_INTENT, SECRETS),
  AliyundriveRequest: row('../tools/aliyundrive/AliyundriveRequest', ON_INTENT, SECRETS),
  AliyundriveCallback: row('../tools/aliyundrive/AliyundriveCallback', NEAR_SCREEN, SECRETS),
  AliyundriveAppToken: row('../tools/aliyundrive/AliyundriveAppToken', ON_INTENT, SECRETS),
  AliyundriveOpenLimit: row('../tools/aliyundrive/AliyundriveOpenLimit', NEAR_SCREEN, SECRETS),
  BaiduCallback: row('../tools/baidu/BaiduCallback', NEAR_SCREEN, SECRETS),
  DropboxRequest: row('../tools/dropbox/DropboxRequest', ON_INTENT, SECRETS),
  DropboxCallback: row('../tools/dropbox/DropboxCallback', NEAR_SCREEN, SECRETS),
  GoogleRequest: row('../tools/google/GoogleRequest', ON_INTENT, SECRETS),
  GoogleCallback: row('../tools/google/GoogleCallback', NEAR_SCREEN, SECRETS),
  GoogleAlbum: row('../tools/google/GoogleAlbum', NEAR_SCREEN, SECRETS),
  OnedriveRequest: row('../tools/onedrive/OnedriveRequest', ON_INTENT, SECRETS),
  OnedriveCallback: row('../tools/onedrive/OnedriveCallback', NEAR_SCREEN, SECRETS),
  OnedriveWebdav: row('../tools/onedrive/OnedriveWebdav', ON_INTENT, SECRETS),
  WopanToken: row('../tools/wopan/WopanToken', ON_INTENT, SECRETS),
  YandexCallback: row('../tools/yandex/YandexCallback', NEAR_SCREEN, SECRETS),
} as const satisfies Record<string, ShortcodeRow>;

export type ShortcodeName = keyof typeof SHORTCODE_TABLE;
export type ShortcodeModulePath = (typeof SHORTCODE_TABLE)[ShortcodeName]['module'];

const rows = Object.entries(SHORTCODE_TABLE) as [ShortcodeName, ShortcodeRow][];

/** Each shortcode's module, by name. */
export const SHORTCODES = Object.fromEntries(rows.map(([name, row]) => [name, row.module])) as {
  readonly [Name in ShortcodeName]: (typeof SHORTCODE_TABLE)[Name]['module'];
};

/** Each module once; the browser and the server render load exactly these. */
export const SHORTCODE_MODULE_PATHS = [...new Set(rows.map(([, row]) => row.module))];

export function isShortcode(name: unknown): name is ShortcodeName {
  return typeof name === 'string' && Object.hasOwn(SHORTCODE_TABLE, name);
}

const lifeOf = (name: string): Life | undefined =>
  isShortcode(name) ? (SHORTCODE_TABLE[name] as ShortcodeRow).life : undefined;

/**
 * Shortcodes with a life of their own in the browser: a first visit shows
 * every other part of the content as the server's HTML, which React never
 * hydrates, and mounts each island alone (src/mdx/islands).
 */
export const isIsland = (name: string): boolean => lifeOf(name)?.kind === 'island';

/** The data file an island reads in the browser, if any. */
export const islandReads = (name: string): string | undefined => {
  const life = lifeOf(name);
  return life?.kind === 'island' ? life.reads : undefined;
};

/** Islands that wake when the reader turns to them, not when they come near the screen. */
export const wakesOnIntent = (name: string): boolean => {
  const life = lifeOf(name);
  return life?.kind === 'island' && life.wakes === 'on-intent';
};

/** Shortcodes that take or show secrets: a page with one runs no advert or analytics script (src/lib/contentNeeds.ts). */
export const holdsSecrets = (name: string): boolean =>
  isShortcode(name) && (SHORTCODE_TABLE[name] as ShortcodeRow).secrets === true;
