/**
 * The site data in content/data: each file through its schema
 * (src/config/schema.ts), defaults applied, problems reported with the file,
 * the entry and the field. gatsby-config, onPreBootstrap, createPages and
 * onPostBuild each read it afresh, which costs milliseconds with the parsed
 * YAML kept between builds (yamlFile.ts); the browser gets it from the module
 * written by writeBrowserSiteData, never the raw YAML.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import {
  apiServersSchema,
  navbarSchema,
  noticesSchema,
  redirectsSchema,
  sponsorsSchema,
  sidebarsSchema,
  siteSchema,
  type Redirect,
  type SiteConfig,
} from '../../src/config/schema';
import type { BrowserSiteData, BuildOnlyField } from '../../src/config/types';
import { DATA_DIR, ROOT } from '../paths';
import { noticeContents, noticeRules } from '../../src/lib/notices';
import { previewFromEnv } from './preview';
import { ConfigError, parseYaml } from './yamlFile';

/** Every site data file and its schema. A new file (notices, sponsors, API servers) is one line here. */
export const SITE_DATA_FILES = {
  site: { file: 'site.yaml', schema: siteSchema },
  navbar: { file: 'navbar.yaml', schema: navbarSchema },
  sidebars: { file: 'sidebars.yaml', schema: sidebarsSchema },
  redirects: { file: 'redirects.yaml', schema: redirectsSchema },
  notices: { file: 'notices.yaml', schema: noticesSchema },
  apiServers: { file: 'apiServers.yaml', schema: apiServersSchema },
  sponsors: { file: 'sponsors.yaml', schema: sponsorsSchema },
} as const;

type Files = typeof SITE_DATA_FILES;
export type SiteData = { [K in keyof Files]: v.InferOutput<Files[K]['schema']> };

/** `items[0].text.zh` for a path of object keys and list indexes. */
function fieldPath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).reduce<string>(
    (where, item) =>
      typeof item.key === 'number'
        ? `${where}[${item.key}]`
        : where
          ? `${where}.${String(item.key)}`
          : String(item.key),
    '',
  );
}

/** One line per problem: the field, what is wrong, and what was found. */
export function describeIssue(issue: v.BaseIssue<unknown>): string {
  const where = fieldPath(issue);
  if (issue.received === 'undefined' && issue.type !== 'union') {
    return `${where || 'the file'} is missing`;
  }
  // A field that no schema knows: a typo, or a setting this site does not have.
  if (issue.expected === 'never') return `${where} is not a known field`;
  // A schema issue names the type found; a validation issue shows the value itself.
  const value = issue.kind === 'validation' ? JSON.stringify(issue.input) : issue.received;
  // A check over a whole entry (`redirects a page to itself`) would print the entry: leave it out.
  // So would an HTML check, which names the element it refused.
  const wholeEntry =
    (issue.type === 'check' && typeof issue.input === 'object') || issue.type === 'raw_check';
  const found = wholeEntry ? '' : ` (got ${value})`;
  return where ? `${where} ${issue.message}${found}` : `${issue.message}${found}`;
}

/** Checks one file's parsed YAML; throws a ConfigError naming `label` and every wrong field. */
function checkSiteData<K extends keyof Files>(name: K, value: unknown, label: string): SiteData[K] {
  const result = v.safeParse(SITE_DATA_FILES[name].schema, value);
  if (!result.success) throw new ConfigError(label, result.issues.map(describeIssue));
  return result.output as SiteData[K];
}

/** Parses one file's text; throws a ConfigError naming `label` and every wrong field. */
export function parseSiteDataFile<K extends keyof Files>(
  name: K,
  source: string,
  label = `content/data/${SITE_DATA_FILES[name].file}`,
): SiteData[K] {
  return checkSiteData(name, parseYaml(source, label), label);
}

const dataFile = (name: keyof Files, dir: string) => path.join(dir, SITE_DATA_FILES[name].file);

/**
 * Layers a second copy of a file over the first: a list's entries go first (so
 * they win the first match), a mapping's fields replace the base's.
 */
export function overlaid<T>(base: T, overlay: T): T {
  if (Array.isArray(base) && Array.isArray(overlay)) return [...overlay, ...base] as T;
  return { ...base, ...overlay };
}

/**
 * `DOCS_DATA_OVERLAY=<folder>` adds that folder's data files over content/data.
 * The end-to-end build uses it for fixtures (a session notice, an advertiser
 * address); nothing else should.
 */
const overlayDir = () =>
  process.env.DOCS_DATA_OVERLAY ? path.resolve(ROOT, process.env.DOCS_DATA_OVERLAY) : null;

function parseFile<K extends keyof Files>(name: K, file: string): SiteData[K] {
  return parseSiteDataFile(name, fs.readFileSync(file, 'utf8'), path.relative(ROOT, file));
}

function readOne<K extends keyof Files>(name: K, dir: string, overlay: string | null): SiteData[K] {
  const file = dataFile(name, dir);
  const base = parseFile(name, file);
  const extra = overlay && dataFile(name, overlay);
  if (!extra || !fs.existsSync(extra)) return base;
  const raw = (at: string) => parseYaml(fs.readFileSync(at, 'utf8'), path.relative(ROOT, at));
  const over = raw(extra);
  if (Array.isArray(over)) return overlaid(base, parseFile(name, extra));
  // A mapping overlay gives only the fields it changes (site.yaml's required ones stay in the
  // base): its fields replace the base's in the YAML, and the result is checked once.
  const label = `${path.relative(ROOT, extra)} over ${path.relative(ROOT, file)}`;
  return checkSiteData(name, overlaid(raw(file), over), label);
}

export function readSiteData(
  dir = DATA_DIR,
  overlay = overlayDir(),
  preview = previewFromEnv(process.env),
): SiteData {
  const problems: string[] = [];
  const data: Partial<SiteData> = {};
  for (const name of Object.keys(SITE_DATA_FILES) as (keyof Files)[]) {
    try {
      (data as Record<string, unknown>)[name] = readOne(name, dir, overlay);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length) throw new Error(problems.join('\n'));
  // A deploy preview is served from its own address: canonical links, hreflang,
  // the sitemap and redirect stubs name that address instead of site.yaml's.
  const all = data as SiteData;
  return preview?.url ? { ...all, site: { ...all.site, url: preview.url } } : all;
}

/**
 * `read`, except that while `developing()`, a read that fails gives the last
 * value that read whole instead of throwing. Under `gatsby develop` a data
 * file can be half typed when Gatsby runs createPages again (a content
 * component's change, a new page): throwing there made Gatsby drop every page
 * until the next good run. The mistake itself is reported by siteDataWatch.ts.
 */
export function keepingLastGood<T>(read: () => T, developing: () => boolean): () => T {
  let last: { value: T } | null = null;
  return () => {
    try {
      last = { value: read() };
    } catch (error) {
      if (!last || !developing()) throw error;
    }
    return last.value;
  };
}

/** The site data now: read and checked on each call, the last good values under develop. */
export const loadSiteData = keepingLastGood(
  () => readSiteData(),
  () => process.env.gatsby_executing_command === 'develop',
);

export const loadSiteConfig = (): SiteConfig => loadSiteData().site;
export const loadRedirects = (): Redirect[] => loadSiteData().redirects;

const BUILD_ONLY_FIELDS = new Set<string>([
  'docsBranch',
  'docsDir',
  'editLinkPattern',
  'cms',
] satisfies BuildOnlyField[]);

/**
 * Whether this build may reach servers on the reader's own machine: the
 * development server, and builds made for this machine's tests or use
 * (`DOCS_LOCAL_ORIGINS=1`, which `npm run build:test` sets). A production
 * build offers no local-only API server and its policies name no local origin.
 */
export function localOriginsFromEnv(env: NodeJS.ProcessEnv): boolean {
  return env.DOCS_LOCAL_ORIGINS === '1' || env.NODE_ENV === 'development';
}

/** The part of the data components use, and whether this build is a deploy preview. */
export function browserSiteData(
  data: SiteData,
  preview = previewFromEnv(process.env),
  localOrigins = localOriginsFromEnv(process.env),
): BrowserSiteData {
  const site = Object.fromEntries(
    Object.entries(data.site).filter(([field]) => !BUILD_ONLY_FIELDS.has(field)),
  ) as BrowserSiteData['site'];
  return {
    // Disabled head scripts stay out of the bundle every page loads.
    site: { ...site, headScripts: data.site.headScripts.filter((entry) => entry.enabled) },
    navbar: data.navbar,
    sidebars: { headerDepth: data.sidebars.headerDepth },
    apiServers: localOrigins
      ? data.apiServers
      : {
          ...data.apiServers,
          servers: data.apiServers.servers.filter((server) => !server.localOnly),
        },
    sponsors: data.sponsors,
    preview,
  };
}

const GENERATED_DIR = path.join(ROOT, 'src', 'config');

/** Writes a file only when it differs: an unchanged module triggers no rebuild. */
function writeIfChanged(file: string, value: unknown): boolean {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (existing === text) return false;
  fs.writeFileSync(file, text);
  return true;
}

/**
 * Writes the browser's copies: siteData.generated.json, bundled with every
 * page; noticeRules.generated.json, loaded after hydration to decide whether a
 * notice shows; noticeContent.generated.json, loaded with the popup. Returns
 * whether any changed.
 */
export function writeBrowserSiteData(data: SiteData, dir = GENERATED_DIR): boolean {
  const copies = {
    'siteData.generated.json': browserSiteData(data),
    'noticeRules.generated.json': noticeRules(data.notices),
    'noticeContent.generated.json': noticeContents(data.notices),
  };
  return Object.entries(copies)
    .map(([name, value]) => writeIfChanged(path.join(dir, name), value))
    .some(Boolean);
}
