/**
 * The shortcodes: every component a content file may use by name, in one
 * table. A row says which file (relative to src/mdx) exports the component,
 * how it comes alive on a reader's page, whether it handles secrets, and the
 * props content may give it (a valibot schema: the allowlist for components,
 * as contentSchema.ts is for HTML; a prop a schema does not name is refused,
 * and every address goes through the same check as an `href`). Adding a
 * shortcode is its component file plus one row here (README, "Components").
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
 * The table is build and editor code: a reader's page gets what it needs of it
 * with its content (shortcodesOf, src/lib/pageContent.ts), never the table.
 */
import * as v from 'valibot';
import { addressRefusal } from './contentAllowlist';
import containerNames from './containerNames.json';
import { componentsIn, type ContentNode } from '../contentTree';
import type { IslandShortcode, ShortcodeBehaviour } from '../pageContent';

const text = v.string('must be text');
const number = v.union([v.number(), v.pipe(text, v.regex(/^\d+(\.\d+)?$/))], 'must be a number');
const flag = v.boolean('must be true or false');
/** Width to height: `16:9`, `4/3` or a number. */
const ratio = v.union([v.number(), v.pipe(text, v.regex(/^\d+(\.\d+)?\s*[:/]\s*\d+(\.\d+)?$/))]);
/** A time in a video: seconds, `m:ss` or `h:mm:ss`. */
const time = v.union([v.number(), v.pipe(text, v.regex(/^\d+(:\d{1,2}){0,2}$/))]);
/** An address a reader follows or the page loads: a site path, http(s) or mailto. */
const address = v.pipe(
  text,
  v.nonEmpty('must not be empty'),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? addressRefusal(dataset.value) : null;
    if (problem) addIssue({ message: problem });
  }),
);

/** CSS functions a card's background may use: colours and gradients, never an image or `url()`. */
const BACKGROUND_FUNCTIONS = new Set([
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color-mix',
]);
const background = v.pipe(
  text,
  v.regex(/^[\w\s#%.,()/+-]+$/, 'must be a colour or a gradient'),
  v.check(
    (value) =>
      [...value.matchAll(/([\w-]+)\s*\(/g)].every(([, name]) =>
        BACKGROUND_FUNCTIONS.has(name!.toLowerCase()),
      ) && !/\(\s*\(/.test(value),
    'must be a colour or a gradient (no url() or image())',
  ),
);

const none = v.strictObject({});
/** A name the site keys something by (a data file, a tab group): letters, digits, `-`, `_`, `/`. */
const key = v.pipe(text, v.regex(/^[\w/-]+$/, 'must be letters, digits, -, _ and /'));
const oneOf = (values: readonly string[]) => v.picklist(values as [string, ...string[]]);

const pricingAction = v.strictObject({ text, link: address, primary: v.optional(flag) });
const pricingPlan = v.strictObject({
  title: text,
  price: text,
  note: v.optional(text),
  features: v.array(text),
  actions: v.array(pricingAction),
  featured: v.optional(flag),
});

const callout = v.strictObject({
  type: oneOf(containerNames.callouts),
  title: v.optional(text),
});
const linkCard = v.strictObject({
  title: text,
  link: address,
  desc: v.optional(text),
  logo: v.optional(address),
  background: v.optional(background),
});
const fullscreen = v.strictObject({ label: v.optional(text) });
const video = {
  bilibili: v.strictObject({
    bvid: v.pipe(text, v.regex(/^BV\w{10}$/, 'must be a BV id')),
    title: v.optional(text),
    ratio: v.optional(ratio),
    page: v.optional(number),
    time: v.optional(time),
    highQuality: v.optional(flag),
    danmaku: v.optional(flag),
  }),
  youtube: v.strictObject({
    id: v.pipe(text, v.regex(/^[\w-]{11}$/, 'must be an 11-character video id')),
    title: v.optional(text),
    ratio: v.optional(ratio),
    start: v.optional(time),
  }),
};

const badge = v.strictObject({
  text: v.optional(text),
  type: v.optional(oneOf(['tip', 'info', 'warning', 'danger', 'note'])),
  vertical: v.optional(oneOf(['top', 'middle', 'bottom'])),
});
const endpoint = v.strictObject({
  group: key,
  method: oneOf(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']),
  path: v.pipe(text, v.regex(/^\/[\w/.:{}*-]*$/, 'must be an API path such as /api/fs/list')),
});
const diagram = v.strictObject({
  kind: oneOf(['mermaid', 'flow']),
  code: text,
  height: v.optional(number),
  title: v.optional(text),
  names: v.optional(text),
});
const chart = v.strictObject({
  data: v.union([text, v.record(v.string(), v.unknown())]),
  title: v.optional(text),
  caption: v.optional(text),
  ratio: v.optional(ratio),
});
const autoCatalog = v.strictObject({
  base: v.optional(
    v.pipe(
      text,
      v.regex(/^[\w./-]*$/, 'must be a folder of this site'),
      v.check((value) => !value.startsWith('//'), 'must be a folder of this site'),
    ),
  ),
});
const codeDemo = v.strictObject({
  title: v.optional(text),
  html: v.optional(text),
  styles: v.optional(text),
  js: v.optional(text),
  height: v.optional(number),
});
const artPlayer = v.strictObject({
  src: address,
  type: v.optional(v.pipe(text, v.regex(/^[\w-]+$/, 'must be a video type such as mp4 or m3u8'))),
  poster: v.optional(address),
  title: v.optional(text),
  ratio: v.optional(ratio),
});

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
  /** The props content may give it; any other is refused (shortcodePropsRefusal). */
  readonly props: v.GenericSchema;
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
const row = <Module extends string>(
  module: Module,
  life: Life,
  props: v.GenericSchema,
  secrets?: true,
) => (secrets ? { module, life, props, secrets } : { module, life, props });

/** A tool's form or callback (src/tools): an island that takes or shows secrets. */
const tool = <Module extends string>(module: Module, life: Life) =>
  row(`../tools/${module}` as const, life, none, SECRETS);

export const SHORTCODE_TABLE = {
  Callout: row('Callout', MARKUP, callout),
  Align: row('Callout', MARKUP, v.strictObject({ to: oneOf(containerNames.alignments) })),
  Badge: row('Badge', MARKUP, badge),
  Tabs: row(
    'Tabs',
    behaviour('tabs'),
    v.strictObject({ id: v.optional(key), defaultValue: v.optional(text) }),
  ),
  Tab: row('Tabs', behaviour('tabs'), v.strictObject({ label: text, value: v.optional(text) })),
  // Reads the reader's address and API server choice.
  WebdavAddress: row('WebdavAddress', NEAR_SCREEN, none),
  Endpoint: row('Endpoint', MARKUP, endpoint),
  TaskRoutes: row('TaskRoutes', MARKUP, v.strictObject({ group: key })),
  Changelog: row(
    'Changelog',
    MARKUP,
    v.strictObject({ year: v.optional(number), undated: v.optional(flag) }),
  ),
  Ecosystem: row(
    'Ecosystem',
    MARKUP,
    v.strictObject({ kind: v.optional(oneOf(['official', 'community'])) }),
  ),
  PricingPlans: row('PricingPlans', MARKUP, v.strictObject({ plans: v.array(pricingPlan) })),
  OptionsTable: row('OptionsTable', MARKUP, v.strictObject({ driver: text })),
  CommonOptions: row('CommonOptions', MARKUP, v.strictObject({ driver: text })),
  // ```mermaid and ```flow blocks and ```chart data become these (src/lib/mdx/remarkDiagrams).
  Diagram: row('Diagram', NEAR_SCREEN, diagram),
  Chart: row('Chart', NEAR_SCREEN, chart),
  ChangelogGrowth: row('ChangelogGrowth', { ...NEAR_SCREEN, reads: 'changelog' }, none),
  AutoCatalog: row('AutoCatalog', MARKUP, autoCatalog),
  CodeDemo: row('CodeDemo', NEAR_SCREEN, codeDemo),
  LinkCard: row('LinkCard', MARKUP, linkCard),
  // The original site's name for the link card.
  VPCard: row('LinkCard', MARKUP, linkCard),
  Fullscreen: row('FullscreenFrame', behaviour('fullscreen'), fullscreen),
  FullscreenFrame: row('FullscreenFrame', behaviour('fullscreen'), fullscreen),
  // Videos: ArtPlayer loads its player on play; the embeds load their iframe on click.
  ArtPlayer: row('ArtPlayer', NEAR_SCREEN, artPlayer),
  BiliBili: row('VideoEmbed', NEAR_SCREEN, video.bilibili),
  YouTube: row('VideoEmbed', NEAR_SCREEN, video.youtube),
  // The tool pages and the sign-in widgets on driver pages (src/tools). A callback
  // reads the address it was sent back to as it mounts, so it wakes near the screen.
  ToolList: row('../tools/ToolList', MARKUP, v.strictObject({ provider: v.optional(text) })),
  Token115: tool('p115/Token115', ON_INTENT),
  AliyundriveRequest: tool('aliyundrive/AliyundriveRequest', ON_INTENT),
  AliyundriveCallback: tool('aliyundrive/AliyundriveCallback', NEAR_SCREEN),
  AliyundriveAppToken: tool('aliyundrive/AliyundriveAppToken', ON_INTENT),
  AliyundriveOpenLimit: tool('aliyundrive/AliyundriveOpenLimit', NEAR_SCREEN),
  BaiduCallback: tool('baidu/BaiduCallback', NEAR_SCREEN),
  DropboxRequest: tool('dropbox/DropboxRequest', ON_INTENT),
  DropboxCallback: tool('dropbox/DropboxCallback', NEAR_SCREEN),
  GoogleRequest: tool('google/GoogleRequest', ON_INTENT),
  GoogleCallback: tool('google/GoogleCallback', NEAR_SCREEN),
  GoogleAlbum: tool('google/GoogleAlbum', NEAR_SCREEN),
  OnedriveRequest: tool('onedrive/OnedriveRequest', ON_INTENT),
  OnedriveCallback: tool('onedrive/OnedriveCallback', NEAR_SCREEN),
  OnedriveWebdav: tool('onedrive/OnedriveWebdav', ON_INTENT),
  WopanToken: tool('wopan/WopanToken', ON_INTENT),
  YandexCallback: tool('yandex/YandexCallback', NEAR_SCREEN),
} as const satisfies Record<string, ShortcodeRow>;

export type ShortcodeName = keyof typeof SHORTCODE_TABLE;

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

/**
 * What a renderer needs of the table for the shortcodes in `nodes`, by name:
 * each one's module, whether its island waits for the reader, and whether it
 * takes secrets. A page's content carries it for its islands.
 */
export function shortcodesOf(nodes: readonly ContentNode[]): Record<string, IslandShortcode> {
  return Object.fromEntries(
    componentsIn(nodes).flatMap((name) => {
      if (!isShortcode(name)) return [];
      const { module, life, secrets } = SHORTCODE_TABLE[name] as ShortcodeRow;
      const onIntent = life.kind === 'island' && life.wakes === 'on-intent';
      return [[name, { module, ...(onIntent && { onIntent }), ...(secrets && { secrets }) }]];
    }),
  );
}

/** Why a shortcode with these props may not stand in content, or null when it may. */
export function shortcodePropsRefusal(
  name: ShortcodeName,
  props: Record<string, unknown>,
): string | null {
  const result = v.safeParse((SHORTCODE_TABLE[name] as ShortcodeRow).props, props);
  if (result.success) return null;
  const issue = result.issues[0];
  const key = issue.path?.map((item) => String(item.key)).join('.') ?? '';
  const unknown = issue.type === 'strict_object' && issue.received !== 'never';
  const where = key ? ` ${key}` : '';
  return unknown
    ? `<${name}${where}> is not allowed in a content file: <${name}> takes no prop ${key} (its props: src/lib/mdx/shortcodes.ts)`
    : `<${name}${where}> is not allowed in a content file: ${issue.message}`;
}
