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
  | { readonly kind: 'island'; readonly wakes: 'near-screen' | 'on-intent' };

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

export const SHORTCODE_TABLE = {
  Callout: { module: 'Callout', life: MARKUP },
  Align: { module: 'Callout', life: MARKUP },
  Badge: { module: 'Badge', life: MARKUP },
  Tabs: { module: 'Tabs', life: behaviour('tabs') },
  Tab: { module: 'Tabs', life: behaviour('tabs') },
  // Reads the reader's address and API server choice.
  WebdavAddress: { module: 'WebdavAddress', life: NEAR_SCREEN },
  Endpoint: { module: 'Endpoint', life: MARKUP },
  TaskRoutes: { module: 'TaskRoutes', life: MARKUP },
  Changelog: { module: 'Changelog', life: MARKUP },
  Ecosystem: { module: 'Ecosystem', life: MARKUP },
  PricingPlans: { module: 'PricingPlans', life: MARKUP },
  OptionsTable: { module: 'OptionsTable', life: MARKUP },
  CommonOptions: { module: 'CommonOptions', life: MARKUP },
  // ```mermaid and ```flow blocks and ```chart data become these (src/lib/mdx/remarkDiagrams).
  Diagram: { module: 'Diagram', life: NEAR_SCREEN },
  Chart: { module: 'Chart', life: NEAR_SCREEN },
  ChangelogGrowth: { module: 'ChangelogGrowth', life: NEAR_SCREEN },
  AutoCatalog: { module: 'AutoCatalog', life: MARKUP },
  CodeDemo: { module: 'CodeDemo', life: NEAR_SCREEN },
  LinkCard: { module: 'LinkCard', life: MARKUP },
  // The original site's name for the link card.
  VPCard: { module: 'LinkCard', life: MARKUP },
  Fullscreen: { module: 'FullscreenFrame', life: behaviour('fullscreen') },
  FullscreenFrame: { module: 'FullscreenFrame', life: behaviour('fullscreen') },
  // Videos: ArtPlayer loads its player on play; the embeds load their iframe on click.
  ArtPlayer: { module: 'ArtPlayer', life: NEAR_SCREEN },
  BiliBili: { module: 'VideoEmbed', life: NEAR_SCREEN },
  YouTube: { module: 'VideoEmbed', life: NEAR_SCREEN },
  // The tool pages and the sign-in widgets on driver pages (src/tools). A callback
  // reads the address it was sent back to as it mounts, so it wakes near the screen.
  ToolList: { module: '../tools/ToolList', life: MARKUP },
  Token115: { module: '../tools/p115/Token115', life: ON_INTENT, secrets: true },
  AliyundriveRequest: {
    module: '../tools/aliyundrive/AliyundriveRequest',
    life: ON_INTENT,
    secrets: true,
  },
  AliyundriveCallback: {
    module: '../tools/aliyundrive/AliyundriveCallback',
    life: NEAR_SCREEN,
    secrets: true,
  },
  AliyundriveAppToken: {
    module: '../tools/aliyundrive/AliyundriveAppToken',
    life: ON_INTENT,
    secrets: true,
  },
  AliyundriveOpenLimit: {
    module: '../tools/aliyundrive/AliyundriveOpenLimit',
    life: NEAR_SCREEN,
    secrets: true,
  },
  BaiduCallback: { module: '../tools/baidu/BaiduCallback', life: NEAR_SCREEN, secrets: true },
  DropboxRequest: { module: '../tools/dropbox/DropboxRequest', life: ON_INTENT, secrets: true },
  DropboxCallback: { module: '../tools/dropbox/DropboxCallback', life: NEAR_SCREEN, secrets: true },
  GoogleRequest: { module: '../tools/google/GoogleRequest', life: ON_INTENT, secrets: true },
  GoogleCallback: { module: '../tools/google/GoogleCallback', life: NEAR_SCREEN, secrets: true },
  GoogleAlbum: { module: '../tools/google/GoogleAlbum', life: NEAR_SCREEN, secrets: true },
  OnedriveRequest: { module: '../tools/onedrive/OnedriveRequest', life: ON_INTENT, secrets: true },
  OnedriveCallback: {
    module: '../tools/onedrive/OnedriveCallback',
    life: NEAR_SCREEN,
    secrets: true,
  },
  OnedriveWebdav: { module: '../tools/onedrive/OnedriveWebdav', life: ON_INTENT, secrets: true },
  WopanToken: { module: '../tools/wopan/WopanToken', life: ON_INTENT, secrets: true },
  YandexCallback: { module: '../tools/yandex/YandexCallback', life: NEAR_SCREEN, secrets: true },
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

/** Islands that wake when the reader turns to them, not when they come near the screen. */
export const wakesOnIntent = (name: string): boolean => {
  const life = lifeOf(name);
  return life?.kind === 'island' && life.wakes === 'on-intent';
};

/** Shortcodes that take or show secrets: a page with one runs no advert or analytics script (src/lib/contentNeeds.ts). */
export const holdsSecrets = (name: string): boolean =>
  isShortcode(name) && (SHORTCODE_TABLE[name] as ShortcodeRow).secrets === true;
