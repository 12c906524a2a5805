/**
 * The headers a static host sends with the build, written as public/_headers
 * (Netlify and Cloudflare Pages read it; scripts/serve.mjs and the nginx
 * configuration in deploy/ apply the same file). Everything site-specific in
 * the Content Security Policy comes from the validated site data, so a build
 * allows what its own settings load and nothing else: the end-to-end build's
 * head script, local API server and media server appear only in that build.
 *
 * Two policies govern each reader page, and a browser enforces both. The
 * header names every host any page may use and allows inline scripts only by
 * the hashes of the scripts the build writes into every page (the set is the
 * same on every page: inlineScriptOrigins.ts keeps them page-independent).
 * Each page's <meta> policy then narrows it to that page: the hashes of its
 * own inline scripts and the hosts its own content loads from
 * (gatsby/lib/pageScriptPolicy.ts). The media folder (/img/) and the code
 * demos (/demo/) are served with policies of their own.
 */
import type { ApiServersConfig, SiteConfig, SponsorsConfig } from '../../src/config/schema';
import { CODEPEN_DEFINE_URL, DEMO_FOLDER } from '../../src/lib/codeDemo';
import { isLocalHostname } from '../../src/lib/apiServers';
import { GISCUS_ORIGIN } from '../../src/lib/comments';
import { DIRECT_PROVIDER_URLS } from '../../src/lib/tools/signInProviders';
import { SEARCH_META_FILE } from '../../src/lib/search/format';
import { CONTENT_STYLESHEET_PATH } from '../../src/lib/constants';
import { BILIBILI_PLAYER_ORIGIN, YOUTUBE_PLAYER_ORIGIN } from '../../src/lib/videoEmbeds';
import { MEDIA_PATH } from './staticFiles';

/** Directives in the order they are written, each with its sources. */
export type Policy = ReadonlyArray<readonly [directive: string, sources: readonly string[]]>;

export interface HostSettings {
  site: Pick<SiteConfig, 'comments' | 'headScripts' | 'search' | 'url' | 'hsts'>;
  apiServers: ApiServersConfig;
  sponsors: SponsorsConfig;
  /** Hosts that content pages take videos, streams, images and logos from (src/lib/contentNeeds.ts). */
  contentOrigins: readonly string[];
  /**
   * A build for this machine (the end-to-end build, `DOCS_LOCAL_ORIGINS=1`):
   * it may reach the local-only API servers and the local content-editor
   * server. A production build names no local origin.
   */
  localOrigins: boolean;
}

export interface HeaderRule {
  pattern: string;
  /** Written above the rule, so the file explains itself. */
  comment: string;
  /** Headers an earlier rule set that this one replaces (`! Name`). */
  detach: string[];
  headers: Array<[string, string]>;
}

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

/** Where the content editor (Decap CMS) lives; its pages get a policy of their own. */
export const ADMIN_PATH = '/admin/';
/** decap-server, which `npm run cms` starts for editing the files on this machine. */
export const DECAP_LOCAL_SERVER = 'http://localhost:8081';
export const GITHUB_API = 'https://api.github.com';

/** Powerful features no page of the site uses. Only names every Chromium knows: an unknown one is a console error. */
export const PERMISSIONS_POLICY = 'camera=(), geolocation=(), microphone=(), payment=(), usb=()';

const unique = (values: readonly string[]) => [...new Set(values)];
const originOf = (address: string) => new URL(address).origin;

export const serializePolicy = (policy: Policy): string =>
  policy.map(([directive, sources]) => [directive, ...sources].join(' ')).join('; ');

/** The hosts DocSearch queries for an application: its DSN host, the main one and three fallbacks. */
export function algoliaOrigins(search: SiteConfig['search']): string[] {
  if (!search) return [];
  const appIds = unique([
    search.appId,
    ...Object.values(search.locales ?? {}).flatMap((locale) =>
      locale.appId ? [locale.appId] : [],
    ),
  ]).map((appId) => appId.toLowerCase());
  return appIds.flatMap((appId) => [
    `https://${appId}-dsn.algolia.net`,
    `https://${appId}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`),
  ]);
}

/**
 * The policy of every page but the admin. Every host is named: the API
 * servers (the tool pages' calls, and the QR codes they draw), the providers
 * some tools call directly, the hosts of content's media and images, the
 * sponsor images and the advertiser's counter, the enabled head scripts (which
 * report to their own host) and Algolia when `search:` is set. A script that
 * got in anyway could still not send data to a host of its choosing.
 */
export function sitePolicy(settings: HostSettings, inlineHashes: readonly string[] = []): Policy {
  const { site, apiServers, sponsors, localOrigins } = settings;
  const api = unique(
    apiServers.servers
      .filter((server) => localOrigins || !server.localOnly)
      .map((server) => originOf(server.url)),
  );
  const advertiser = sponsors.advertiser ? [originOf(sponsors.advertiser)] : [];
  const sponsorImages = unique(
    [sponsors.sidebar, sponsors.home, sponsors.docTop]
      .flatMap((slot) => (slot ? Object.values(slot.image) : []))
      .filter((address) => /^https?:\/\//.test(address))
      .map(originOf),
  );
  // The head scripts that are switched on (all https, the schema says so).
  const headScripts = unique(
    site.headScripts.filter((entry) => entry.enabled).map((entry) => originOf(entry.src)),
  );
  const content = unique(settings.contentOrigins);
  const providers = unique(DIRECT_PROVIDER_URLS.map(originOf));
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineHashes.map((hash) => `'${hash}'`), ...headScripts]],
    // Emotion adds <style> elements while the page runs.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // QR codes come from the API server the reader picked.
    ['img-src', unique(["'self'", 'data:', ...api, ...sponsorImages, ...content, ...headScripts])],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      unique([
        "'self'",
        ...api,
        ...providers,
        ...advertiser,
        ...content,
        ...headScripts,
        ...algoliaOrigins(site.search),
      ]),
    ],
    // Streams play through Media Source Extensions, from blob: addresses.
    ['media-src', unique(["'self'", 'blob:', ...content])],
    [
      'frame-src',
      [
        // Code demos: /demo/ documents, sandboxed (codeDemos.ts).
        "'self'",
        ...(site.comments ? [GISCUS_ORIGIN] : []),
        BILIBILI_PLAYER_ORIGIN,
        YOUTUBE_PLAYER_ORIGIN,
      ],
    ],
    // hls.js runs its demuxer in a worker made from a blob.
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // Code demos post their code to CodePen.
    ['form-action', ["'self'", originOf(CODEPEN_DEFINE_URL)]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/**
 * Strict-Transport-Security for the site's address, or null: only for an
 * https address that is not this machine, and not when site.yaml says
 * `hsts: false`.
 */
export function hstsHeader(site: HostSettings['site']): string | null {
  if (site.hsts === false) return null;
  const url = new URL(site.url);
  if (url.protocol !== 'https:' || isLocalHostname(url.hostname)) return null;
  const { maxAge = 31536000, includeSubDomains = false, preload = false } = site.hsts ?? {};
  return [
    `max-age=${maxAge}`,
    ...(includeSubDomains ? ['includeSubDomains'] : []),
    ...(preload ? ['preload'] : []),
  ].join('; ');
}

/**
 * The per-page policy for the <meta> element: the page's inline script hashes
 * in place of the site's, and, where the site policy names content hosts,
 * only the hosts of this page's own content (`pageOrigins`). worker-src is
 * repeated because without it a policy falls back to script-src for workers.
 */
export function pagePolicy(
  settings: HostSettings,
  hashes: readonly string[],
  pageOrigins: readonly string[],
): string {
  const policy = sitePolicy({ ...settings, contentOrigins: pageOrigins }, hashes);
  const sources = (directive: string) =>
    policy.find(([name]) => name === directive)?.[1] ?? ["'self'"];
  return serializePolicy(
    ['script-src', 'worker-src', 'img-src', 'media-src', 'connect-src'].map(
      (directive) => [directive, sources(directive)] as const,
    ),
  );
}

/** What the host sends for the media folder: nothing in it may run, load or be framed. */
export const MEDIA_POLICY = "default-src 'none'; sandbox";

/**
 * What the host sends for a code demo's document: a sandbox without the
 * site's origin (the demo's script runs, but reaches no cookie, storage or
 * page of the site), framed by the site's own pages only. The document's own
 * <meta> policy allows its one script by hash (codeDemos.ts).
 */
export const DEMO_POLICY =
  "sandbox allow-scripts; default-src 'none'; script-src 'unsafe-inline'; " +
  "style-src 'unsafe-inline'; img-src data: https:; frame-ancestors 'self'";

/**
 * Decap CMS under /admin/: it talks to GitHub (the deployed site) or to
 * decap-server (local editing), previews images from anywhere, and its
 * configuration check (ajv, inside Decap's prebuilt bundle) compiles
 * validators with `new Function` when the editor starts, so it needs
 * 'unsafe-eval'; no reader-facing page allows that. The page preview never
 * evaluates a body (src/admin/preview/compileBody.ts), and admin/index.html has
 * no inline script, so 'unsafe-inline' is not allowed for scripts.
 */
export function adminPolicy(localOrigins: boolean): Policy {
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", GITHUB_API, ...(localOrigins ? [DECAP_LOCAL_SERVER] : [])]],
    ['media-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['frame-src', ["'self'", 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/** A rule that sets only how long a response may be cached (immutable unless told). */
const cached = (pattern: string, comment: string, value = CACHE_IMMUTABLE): HeaderRule => ({
  pattern,
  comment,
  detach: ['Cache-Control'],
  headers: [['Cache-Control', value]],
});

/**
 * The rules, broadest first. Every later rule that sets a header the first one
 * set also detaches it, so Cloudflare Pages (which would join the two values)
 * and Netlify (which keeps the later one) send the same thing, and nginx can
 * express it as one lookup per header (scripts/nginxHeaders.mjs).
 */
export function hostHeaderRules(
  settings: HostSettings,
  inlineHashes: readonly string[] = [],
): HeaderRule[] {
  const hsts = hstsHeader(settings.site);
  return [
    {
      pattern: '/*',
      comment:
        'Every response. HTML, page data and every file whose name does not change with its content revalidate.',
      detach: [],
      headers: [
        ['Content-Security-Policy', serializePolicy(sitePolicy(settings, inlineHashes))],
        ['X-Content-Type-Options', 'nosniff'],
        ['X-Frame-Options', 'DENY'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', PERMISSIONS_POLICY],
        ...(hsts ? [['Strict-Transport-Security', hsts] as [string, string]] : []),
        ['Cache-Control', CACHE_REVALIDATE],
      ],
    },
    cached(
      '/*.js',
      'Scripts are named by their content hash (the build fails on one that is not).',
    ),
    cached('/*.css', 'Stylesheets, named by their content hash like the scripts.'),
    cached(
      CONTENT_STYLESHEET_PATH,
      '…except the content stylesheet, which keeps its name (gatsby/mdx/contentStyles.ts).',
      CACHE_REVALIDATE,
    ),
    cached('/static/*', "Gatsby's processed files, in folders named by their hash."),
    cached('/vendor/*', 'Prebuilt libraries, in folders named by their version.'),
    cached('/search/*', 'Search index pieces are named by their content hash…'),
    cached(
      `/search/:locale/${SEARCH_META_FILE}`,
      '…except the list of pieces, which keeps its name.',
      CACHE_REVALIDATE,
    ),
    {
      pattern: `${MEDIA_PATH}/*`,
      comment:
        "The editor's media folder: files to show, never documents that run or load anything.",
      detach: ['Content-Security-Policy'],
      headers: [['Content-Security-Policy', MEDIA_POLICY]],
    },
    {
      pattern: `/${DEMO_FOLDER}/*`,
      comment: "Code demos: each a sandboxed document of its own, framed by the site's pages.",
      detach: ['Content-Security-Policy', 'X-Frame-Options'],
      headers: [
        ['Content-Security-Policy', DEMO_POLICY],
        ['X-Frame-Options', 'SAMEORIGIN'],
      ],
    },
    {
      pattern: `${ADMIN_PATH}*`,
      comment: 'The content editor: a policy of its own, and never cached for long.',
      detach: ['Content-Security-Policy', 'Cache-Control'],
      headers: [
        ['Content-Security-Policy', serializePolicy(adminPolicy(settings.localOrigins))],
        ['Cache-Control', CACHE_REVALIDATE],
      ],
    },
  ];
}

/** The `_headers` file for a set of rules. */
export function headersFileText(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [
      `# ${rule.comment}`,
      rule.pattern,
      ...rule.detach.map((name) => `  ! ${name}`),
      ...rule.headers.map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n'),
  );
  return (
    [
      '# Written by every build from content/data (gatsby/lib/hostHeaders.ts); edit those, not this file.',
      ...blocks,
    ].join('\n\n') + '\n'
  );
}
