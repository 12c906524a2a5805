/**
 * The props each shortcode takes from a content file, as a valibot schema:
 * the allowlist for components, as contentSchema.ts is for HTML. A prop a
 * schema does not name is refused, and every prop that holds an address goes
 * through the same check as an `href` (addressRefusal). Build-time and editor
 * code only: nothing here reaches a reader's page.
 */
import * as v from 'valibot';
import { addressRefusal } from './contentAllowlist';
import type { ShortcodeName } from './shortcodes';
import containerNames from './containerNames.json';

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

export const SHORTCODE_PROPS = {
  Callout: callout,
  Align: v.strictObject({ to: oneOf(containerNames.alignments) }),
  Badge: v.strictObject({
    text: v.optional(text),
    type: v.optional(oneOf(['tip', 'info', 'warning', 'danger', 'note'])),
    vertical: v.optional(oneOf(['top', 'middle', 'bottom'])),
  }),
  Tabs: v.strictObject({ id: v.optional(key), defaultValue: v.optional(text) }),
  Tab: v.strictObject({ label: text, value: v.optional(text) }),
  WebdavAddress: none,
  Endpoint: v.strictObject({
    group: key,
    method: oneOf(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']),
    path: v.pipe(text, v.regex(/^\/[\w/.:{}*-]*$/, 'must be an API path such as /api/fs/list')),
  }),
  TaskRoutes: v.strictObject({ group: key }),
  Changelog: v.strictObject({ year: v.optional(number), undated: v.optional(flag) }),
  Ecosystem: v.strictObject({ kind: v.optional(oneOf(['official', 'community'])) }),
  PricingPlans: v.strictObject({ plans: v.array(pricingPlan) }),
  OptionsTable: v.strictObject({ driver: text }),
  CommonOptions: v.strictObject({ driver: text }),
  Diagram: v.strictObject({
    kind: oneOf(['mermaid', 'flow']),
    code: text,
    height: v.optional(number),
    title: v.optional(text),
    names: v.optional(text),
  }),
  Chart: v.strictObject({
    data: v.union([text, v.record(v.string(), v.unknown())]),
    title: v.optional(text),
    caption: v.optional(text),
    ratio: v.optional(ratio),
  }),
  ChangelogGrowth: none,
  AutoCatalog: v.strictObject({
    base: v.optional(
      v.pipe(
        text,
        v.regex(/^[\w./-]*$/, 'must be a folder of this site'),
        v.check((value) => !value.startsWith('//'), 'must be a folder of this site'),
      ),
    ),
  }),
  CodeDemo: v.strictObject({
    title: v.optional(text),
    html: v.optional(text),
    styles: v.optional(text),
    js: v.optional(text),
    height: v.optional(number),
  }),
  LinkCard: linkCard,
  VPCard: linkCard,
  Fullscreen: fullscreen,
  FullscreenFrame: fullscreen,
  ArtPlayer: v.strictObject({
    src: address,
    type: v.optional(v.pipe(text, v.regex(/^[\w-]+$/, 'must be a video type such as mp4 or m3u8'))),
    poster: v.optional(address),
    title: v.optional(text),
    ratio: v.optional(ratio),
  }),
  BiliBili: video.bilibili,
  YouTube: video.youtube,
  ToolList: v.strictObject({ provider: v.optional(text) }),
  Token115: none,
  AliyundriveRequest: none,
  AliyundriveCallback: none,
  AliyundriveAppToken: none,
  AliyundriveOpenLimit: none,
  BaiduCallback: none,
  DropboxRequest: none,
  DropboxCallback: none,
  GoogleRequest: none,
  GoogleCallback: none,
  GoogleAlbum: none,
  OnedriveRequest: none,
  OnedriveCallback: none,
  OnedriveWebdav: none,
  WopanToken: none,
  YandexCallback: none,
} satisfies Record<ShortcodeName, v.GenericSchema>;

/** Why a shortcode with these props may not stand in content, or null when it may. */
export function shortcodePropsRefusal(
  name: ShortcodeName,
  props: Record<string, unknown>,
): string | null {
  const result = v.safeParse(SHORTCODE_PROPS[name], props);
  if (result.success) return null;
  const issue = result.issues[0];
  const key = issue.path?.map((item) => String(item.key)).join('.') ?? '';
  const unknown = issue.type === 'strict_object' && issue.received !== 'never';
  const where = key ? ` ${key}` : '';
  return unknown
    ? `<${name}${where}> is not allowed in a content file: <${name}> takes no prop ${key} (its props: src/lib/mdx/shortcodeProps.ts)`
    : `<${name}${where}> is not allowed in a content file: ${issue.message}`;
}
