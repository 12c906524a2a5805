/**
 * The components MDX content may use by name, and the file (relative to
 * src/mdx) that exports each. Each module is a chunk of its own that a page
 * loads when its content names one of them (shortcodeRegistry.ts), so a page
 * without tables of API routes never downloads the code that draws them.
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
  // ```mermaid and ```flow blocks and ```chart data become these (src/lib/mdx/remarkDiagrams).
  Diagram: 'Diagram',
  Chart: 'Chart',
  ChangelogGrowth: 'ChangelogGrowth',
  AutoCatalog: 'AutoCatalog',
  CodeDemo: 'CodeDemo',
  LinkCard: 'LinkCard',
  // The original site's name for the link card.
  VPCard: 'LinkCard',
  Fullscreen: 'FullscreenFrame',
  FullscreenFrame: 'FullscreenFrame',
  // Videos: ArtPlayer loads its player on play; the embeds load their iframe on click.
  ArtPlayer: 'ArtPlayer',
  BiliBili: 'VideoEmbed',
  YouTube: 'VideoEmbed',
  // The tool pages and the sign-in widgets on driver pages (src/tools).
  ToolList: '../tools/ToolList',
  Token115: '../tools/p115/Token115',
  AliyundriveRequest: '../tools/aliyundrive/AliyundriveRequest',
  AliyundriveCallback: '../tools/aliyundrive/AliyundriveCallback',
  AliyundriveAppToken: '../tools/aliyundrive/AliyundriveAppToken',
  AliyundriveOpenLimit: '../tools/aliyundrive/AliyundriveOpenLimit',
  BaiduCallback: '../tools/baidu/BaiduCallback',
  DropboxRequest: '../tools/dropbox/DropboxRequest',
  DropboxCallback: '../tools/dropbox/DropboxCallback',
  GoogleRequest: '../tools/google/GoogleRequest',
  GoogleCallback: '../tools/google/GoogleCallback',
  GoogleAlbum: '../tools/google/GoogleAlbum',
  OnedriveRequest: '../tools/onedrive/OnedriveRequest',
  OnedriveCallback: '../tools/onedrive/OnedriveCallback',
  OnedriveWebdav: '../tools/onedrive/OnedriveWebdav',
  WopanToken: '../tools/wopan/WopanToken',
  YandexCallback: '../tools/yandex/YandexCallback',
} as const satisfies Record<string, string>;

export type ShortcodeName = keyof typeof SHORTCODES;
export type ShortcodeModulePath = (typeof SHORTCODES)[ShortcodeName];

/** Each module once; the browser and the server render load exactly these. */
export const SHORTCODE_MODULE_PATHS = [...new Set(Object.values(SHORTCODES))];

export function isShortcode(name: unknown): name is ShortcodeName {
  return typeof name === 'string' && Object.hasOwn(SHORTCODES, name);
}

/**
 * Shortcodes with a life of their own in the browser (a drawing made there, a
 * player, a form, a sign-in flow): islands. A first visit shows every other
 * part of the content as the server's HTML, which React never hydrates, and
 * mounts each island only when it comes near the screen or is touched
 * (src/mdx/islands; some wait for the touch, see WAKE_ON_INTENT). Everything else renders to plain markup, with any
 * behaviour it has attached to the DOM (src/mdx/behaviours).
 */
const ISLANDS: ReadonlySet<string> = new Set<ShortcodeName>([
  'Diagram',
  'Chart',
  'ChangelogGrowth',
  'CodeDemo',
  'ArtPlayer',
  'BiliBili',
  'YouTube',
  'WebdavAddress',
  'Token115',
  'AliyundriveRequest',
  'AliyundriveCallback',
  'AliyundriveAppToken',
  'AliyundriveOpenLimit',
  'BaiduCallback',
  'DropboxRequest',
  'DropboxCallback',
  'GoogleRequest',
  'GoogleCallback',
  'GoogleAlbum',
  'OnedriveRequest',
  'OnedriveCallback',
  'OnedriveWebdav',
  'WopanToken',
  'YandexCallback',
]);

export const isIsland = (name: string): boolean => ISLANDS.has(name);

/**
 * Islands whose server copy already shows all they show until the reader uses
 * them (a sign-in or token form: fields and buttons): they wake when the
 * reader turns to them (pointer over, focus, a key, a click), not when they
 * come near the screen, so a page that only mentions a tool loads none of the
 * tools' code. An island that draws something, fetches figures, or reads the
 * address when it mounts wakes near the screen.
 */
const WAKE_ON_INTENT: ReadonlySet<string> = new Set<ShortcodeName>([
  'Token115',
  'AliyundriveRequest',
  'AliyundriveAppToken',
  'DropboxRequest',
  'GoogleRequest',
  'OnedriveRequest',
  'OnedriveWebdav',
  'WopanToken',
]);

export const wakesOnIntent = (name: string): boolean => WAKE_ON_INTENT.has(name);

/**
 * Shortcodes that take or show secrets (client secrets, tokens, cookies): a
 * page with one runs no advert or analytics script (src/lib/contentNeeds.ts).
 */
const HOLDS_SECRETS: ReadonlySet<string> = new Set<ShortcodeName>([
  'Token115',
  'AliyundriveRequest',
  'AliyundriveCallback',
  'AliyundriveAppToken',
  'AliyundriveOpenLimit',
  'BaiduCallback',
  'DropboxRequest',
  'DropboxCallback',
  'GoogleRequest',
  'GoogleCallback',
  'GoogleAlbum',
  'OnedriveRequest',
  'OnedriveCallback',
  'OnedriveWebdav',
  'WopanToken',
  'YandexCallback',
]);

export const holdsSecrets = (name: string): boolean => HOLDS_SECRETS.has(name);
