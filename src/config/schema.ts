/**
 * The shape of every hand-written data file in content/data, as valibot
 * schemas. The build parses each file through its schema once
 * (gatsby/lib/siteData.ts); the types below are inferred from the schemas, so
 * the checks and the types cannot drift apart. Only the types reach the
 * browser: no schema code is bundled.
 */
import * as v from 'valibot';
import { COLOR_MODE_CONFIGS } from '../lib/colorMode';
import { GISCUS_MAPPINGS } from '../lib/giscusMappings';
import { HEADER_DEPTH_DEFAULT } from '../lib/constants';
import {
  HEAD_SCRIPT_KINDS,
  HEAD_SCRIPT_STRATEGIES,
  hasPlaceholder,
  isAllowedScriptAttribute,
  isScriptAddress,
} from '../lib/headScriptRules';
import { LOCALE_CODES, type Locale } from '../lib/locales';
import { noticeMarkupRefusal } from '../lib/mdx/contentAllowlist';

const text = v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('must not be empty'));

/** One of a fixed list of values, which the message names. */
const oneOf = <Options extends readonly [string, ...string[]]>(options: Options) =>
  v.picklist(options, `must be one of ${options.join(', ')}`);

const ownerAndName = v.pipe(text, v.regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name'));

const onOff = (fallback: boolean) => v.optional(v.boolean('must be true or false'), fallback);
const flag = onOff(false);

/**
 * A path inside this site: one leading slash (`//host` and `/\\host` are other
 * sites to a browser), no `..` segment (a redirect's `from` becomes a file
 * name, and `..` would write outside public/), no backslash or control character.
 */
export const isSitePath = (value: string): boolean =>
  // eslint-disable-next-line no-control-regex
  /^\/(?![/\\])/.test(value) && !/(^|\/)\.\.(\/|$)/.test(value) && !/[\\\u0000-\u001f]/.test(value);

const SITE_PATH = 'must be a site path starting with one / and without .. segments';

/** A path inside the site, or a full address. */
const linkTarget = v.pipe(
  text,
  v.check(
    (value) => isSitePath(value) || /^(https?:\/\/[^/\\]|mailto:)/.test(value),
    `${SITE_PATH}, or a full URL`,
  ),
);

const sitePath = v.pipe(text, v.check(isSitePath, SITE_PATH));

/** A value given once per locale, each checked by `entry`. */
const givenPerLocale = <Entry extends v.GenericSchema>(entry: Entry) =>
  v.strictObject(
    { en: entry, zh: entry } satisfies Record<Locale, Entry>,
    'must give one text per locale (en, zh)',
  );

/** A text given once per locale. */
const localised = givenPerLocale(text);

const algoliaFields = {
  appId: text,
  /** The public, search-only key Algolia issues for DocSearch. */
  apiKey: text,
  indexName: text,
};

/**
 * An Algolia DocSearch index to query instead of the site's own index. Left
 * out, the site searches the index its build makes. `locales` changes any of
 * the three for one locale (typically its own indexName).
 */
const algoliaSearch = v.strictObject(
  {
    ...algoliaFields,
    locales: v.optional(
      v.record(
        oneOf(LOCALE_CODES),
        v.partial(v.strictObject(algoliaFields, 'must be a mapping of appId, apiKey, indexName')),
      ),
    ),
  },
  'must be a mapping with appId, apiKey and indexName',
);

/**
 * Comments under documentation pages, through giscus (GitHub Discussions).
 * Left out, no page has a comment area. The defaults are spec §9's.
 */
const comments = v.strictObject(
  {
    provider: v.optional(v.picklist(['giscus'], 'must be giscus'), 'giscus'),
    /** The GitHub repository whose discussions hold the comments, as owner/name. */
    repo: ownerAndName,
    repoId: text,
    category: text,
    categoryId: text,
    mapping: v.optional(oneOf(GISCUS_MAPPINGS), 'pathname'),
    inputPosition: v.optional(v.picklist(['top', 'bottom'], 'must be top or bottom'), 'top'),
    reactionsEnabled: onOff(true),
    strict: onOff(true),
    /** The widget's frame loads only when the reader scrolls near it. */
    lazyLoading: onOff(true),
    /** giscus theme names for the light and dark colour modes. */
    lightTheme: v.optional(text, 'light'),
    darkTheme: v.optional(text, 'dark'),
  },
  'must be a mapping with repo, repoId, category and categoryId',
);

const headScript = v.pipe(
  v.strictObject(
    {
      id: v.pipe(text, v.regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a short lower-case name')),
      kind: oneOf(HEAD_SCRIPT_KINDS),
      src: v.pipe(
        text,
        v.check(
          isScriptAddress,
          'must be a full https:// address (inline scripts are not supported)',
        ),
      ),
      enabled: flag,
      /** Set on the script element as they are, e.g. a data-* setting the service reads. */
      attributes: v.optional(
        v.record(
          v.pipe(
            v.string(),
            v.check(
              isAllowedScriptAttribute,
              'is not an attribute a head script may set (data-*, id, charset, crossorigin, referrerpolicy, integrity)',
            ),
          ),
          v.string('must be text'),
          'must be a mapping of attribute names to text',
        ),
        {},
      ),
      strategy: v.optional(oneOf(HEAD_SCRIPT_STRATEGIES), 'idle'),
    },
    'must be a mapping with id, kind and src',
  ),
  v.check(
    (entry) => !entry.enabled || !hasPlaceholder(entry),
    'is enabled but still holds a {placeholder}: put in the real value first',
  ),
);

/** Third-party scripts added after the page is interactive; each one off unless enabled. */
const headScripts = v.pipe(
  v.array(headScript, 'must be a list'),
  v.check(
    (entries) => new Set(entries.map((entry) => entry.id)).size === entries.length,
    'must give every script a different id',
  ),
);

/**
 * The editing interface at /admin/ (Decap CMS). On the deployed site an edit
 * becomes a pull request on this repository and branch (GitHub backend,
 * editorial workflow); `npm run cms` edits this checkout's files instead.
 */
const cms = v.strictObject(
  {
    repo: ownerAndName,
    branch: v.optional(text, 'main'),
    /** The OAuth gateway GitHub sign-in goes through (Decap's base_url); Netlify's when left out. */
    authBaseUrl: v.optional(
      v.pipe(text, v.regex(/^https:\/\/[^/]+$/, 'must be an origin like https://auth.example.com')),
    ),
    /** The gateway's sign-in path (Decap's auth_endpoint), when it is not `auth`. */
    authEndpoint: v.optional(text),
  },
  'must be a mapping with repo (and branch)',
);

export const siteSchema = v.strictObject(
  {
    /** Public address of the built site, used for canonical and hreflang links. */
    url: v.pipe(
      text,
      v.regex(
        /^https?:\/\/[^/]+$/,
        'must be an origin like https://example.com, without a trailing slash',
      ),
    ),
    logo: text,
    logoDark: v.optional(text),
    /** The documented project's repository (navbar link). */
    repo: text,
    /** Where these pages are edited. */
    docsRepo: text,
    docsBranch: v.optional(text, 'main'),
    docsDir: text,
    /** `:repo`, `:branch` and `:path` are replaced to build an edit link. */
    editLinkPattern: v.optional(text, ':repo/edit/:branch/:path'),
    author: v.strictObject({ name: text, url: v.optional(text) }, 'must be a mapping with a name'),
    colorMode: oneOf(COLOR_MODE_CONFIGS),
    /** The locale offered to readers whose browser languages match none of ours. */
    defaultLocale: v.optional(oneOf(LOCALE_CODES), 'zh'),
    title: localised,
    description: localised,
    footer: localised,
    copyright: localised,
    search: v.optional(algoliaSearch),
    /**
     * Strict-Transport-Security for the deployed host: on by default when `url`
     * is an https address that is not this machine; `false` turns it off.
     */
    hsts: v.optional(
      v.union(
        [
          v.literal(false),
          v.strictObject({
            maxAge: v.optional(
              v.pipe(v.number('must be a number'), v.integer('must be whole'), v.minValue(0)),
              31536000,
            ),
            includeSubDomains: flag,
            preload: flag,
          }),
        ],
        'must be false or a mapping of maxAge, includeSubDomains, preload',
      ),
      {},
    ),
    comments: v.optional(comments),
    headScripts: v.optional(headScripts, []),
    /** Left out, the build makes no /admin/ page. */
    cms: v.optional(cms),
  },
  'the file must hold a mapping',
);

const navbarLink = v.strictObject(
  { text: localised, link: linkTarget, icon: v.optional(text) },
  'must be a mapping with text and link',
);

const navbarDropdown = v.strictObject(
  {
    text: localised,
    icon: v.optional(text),
    children: v.pipe(
      v.array(navbarLink, 'must be a list of links'),
      v.minLength(1, 'must list at least one link'),
    ),
  },
  'must be a mapping with text and children',
);

/** An entry with `children` is a dropdown; any other is a link, checked as one. */
const navbarItem = v.lazy((input) =>
  typeof input === 'object' && input !== null && 'children' in input ? navbarDropdown : navbarLink,
);

export const navbarSchema = v.strictObject(
  { items: v.array(navbarItem, 'must be a list') },
  'the file must hold an `items` list',
);

export const sidebarsSchema = v.strictObject(
  {
    /** How many heading levels under the current page the sidebar lists. */
    headerDepth: v.optional(
      v.pipe(
        v.number('must be a whole number, 0 or more'),
        v.integer('must be a whole number, 0 or more'),
        v.minValue(0, 'must be a whole number, 0 or more'),
      ),
      HEADER_DEPTH_DEFAULT,
    ),
    /** Folders (as site paths like `/guide/`) that each get a sidebar built from their files. */
    sections: v.pipe(
      v.array(
        v.pipe(text, v.regex(/^\/[^/].*\/$/, 'must be a folder path like /guide/')),
        'must be a list of folders',
      ),
      v.minLength(1, 'must list at least one folder'),
    ),
  },
  'the file must hold a mapping',
);

const redirect = v.pipe(
  v.strictObject({ from: sitePath, to: sitePath }, 'must be a mapping with from and to'),
  v.check((entry) => entry.from !== entry.to, 'redirects a page to itself'),
);

export const redirectsSchema = v.array(redirect, 'the file must hold a list of { from, to }');

const regexSource = v.pipe(
  text,
  v.check((source) => {
    try {
      new RegExp(source);
      return true;
    } catch {
      return false;
    }
  }, 'must be a valid regular expression'),
);

/** A notice's HTML: only what NOTICE_SCHEMA allows (src/lib/mdx/contentSchema.ts), or the build stops. */
const noticeHtml = v.pipe(
  text,
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? noticeMarkupRefusal(dataset.value) : null;
    if (problem) addIssue({ message: `may not hold ${problem}` });
  }),
);

const noticeAction = v.strictObject(
  {
    text: localised,
    /** A site path (opened in the reader's locale) or a full address (opened in a new tab). */
    link: linkTarget,
    type: v.optional(v.picklist(['primary', 'default'], 'must be primary or default'), 'default'),
  },
  'must be a mapping with text and link',
);

const notice = v.pipe(
  v.strictObject(
    {
      /** Shown on pages whose path (without the locale prefix) starts with this. */
      path: v.optional(sitePath),
      /** Or on pages whose path (without the locale prefix) this regular expression matches. */
      match: v.optional(regexSource),
      title: localised,
      /** HTML: paragraphs, links, emphasis, lists, line breaks and code. */
      content: givenPerLocale(noticeHtml),
      actions: v.optional(v.array(noticeAction, 'must be a list'), []),
      /** Remember the dismissal in local storage (for good) instead of session storage. */
      showOnce: flag,
      /** A modal dialog instead of a corner popup. */
      fullscreen: flag,
      /** A confirm button instead of a close button. */
      confirm: flag,
      /** Names the stored dismissal; without it, a changed title or content shows again. */
      noticeKey: v.optional(text),
    },
    'must be a mapping with path or match, title and content',
  ),
  v.check(
    (entry) => (entry.path === undefined) !== (entry.match === undefined),
    'needs either path or match (one of them)',
  ),
);

export const noticesSchema = v.array(notice, 'the file must hold a list of notices');

const apiServer = v.strictObject(
  {
    key: v.pipe(text, v.regex(/^[a-z0-9_-]+$/, 'must be a short lower-case name')),
    url: v.pipe(
      text,
      v.regex(/^https?:\/\/[^/]+(\/.*[^/])?$/, 'must be an address without a trailing slash'),
    ),
    /** Offered only when the site itself runs on this machine or a private network. */
    localOnly: flag,
  },
  'must be a mapping with key and url',
);

export const apiServersSchema = v.pipe(
  v.strictObject(
    {
      default: text,
      servers: v.pipe(v.array(apiServer, 'must be a list'), v.minLength(1, 'must list a server')),
    },
    'the file must hold default and servers',
  ),
  v.check(
    ({ default: key, servers }) =>
      servers.some((server) => server.key === key && !server.localOnly),
    'default must name a server that is offered everywhere (not localOnly)',
  ),
  v.check(
    ({ servers }) => new Set(servers.map((server) => server.key)).size === servers.length,
    'servers must have different keys',
  ),
);

/** One value for every locale, or one per locale. */
const perLocale = v.pipe(
  v.union([text, localised], 'must be text, or one text per locale (en, zh)'),
  v.transform((value): Record<Locale, string> =>
    typeof value === 'string' ? { en: value, zh: value } : value,
  ),
);

const pixels = v.pipe(
  v.number('must be a number of pixels'),
  v.integer('must be a whole number of pixels'),
  v.minValue(1, 'must be a whole number of pixels'),
);

const sponsorSlot = v.strictObject(
  {
    /** Sent as `name` in the click statistics. */
    id: text,
    link: v.pipe(
      perLocale,
      v.check(
        (links) => Object.values(links).every((link) => /^(\/|https?:\/\/)/.test(link)),
        'must be site paths or full URLs',
      ),
    ),
    image: perLocale,
    alt: localised,
    /** The image's size, reserved before it loads so nothing moves. */
    width: pixels,
    height: pixels,
  },
  'must be a mapping with id, link, image, alt, width and height',
);

export const sponsorsSchema = v.strictObject(
  {
    /** Clicks are counted by a POST to <advertiser>/blade-adv/stats; no address, no statistics. */
    advertiser: v.optional(
      v.pipe(text, v.regex(/^https?:\/\/[^/]+$/, 'must be an origin like https://example.com')),
    ),
    sidebar: v.optional(sponsorSlot),
    home: v.optional(sponsorSlot),
    docTop: v.optional(sponsorSlot),
  },
  'the file must hold a mapping of slots',
);

export type SiteConfig = v.InferOutput<typeof siteSchema>;
export type CommentsConfig = v.InferOutput<typeof comments>;
export type HeadScript = v.InferOutput<typeof headScript>;
export type Notice = v.InferOutput<typeof notice>;
export type NoticeAction = v.InferOutput<typeof noticeAction>;
export type ApiServersConfig = v.InferOutput<typeof apiServersSchema>;
export type ApiServer = v.InferOutput<typeof apiServer>;
export type SponsorsConfig = v.InferOutput<typeof sponsorsSchema>;
export type NavbarConfig = v.InferOutput<typeof navbarSchema>;
export type NavbarLink = v.InferOutput<typeof navbarLink>;
export type NavbarDropdown = v.InferOutput<typeof navbarDropdown>;
export type NavbarItem = NavbarLink | NavbarDropdown;
export type SidebarConfig = v.InferOutput<typeof sidebarsSchema>;
export type Redirect = v.InferOutput<typeof redirect>;
