/**
 * The shape of every hand-written data file in content/data, as valibot
 * schemas. The build parses each file through its schema once
 * (gatsby/lib/siteData.ts); the types below are inferred from the schemas, so
 * the checks and the types cannot drift apart. Only the types reach the
 * browser: no schema code is bundled.
 */
import * as v from 'valibot';
import { COLOR_MODE_CONFIGS } from '../lib/colorMode';
import { HEADER_DEPTH_DEFAULT } from '../lib/constants';
import type { Locale } from '../lib/locales';

const text = v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('must not be empty'));

/** A path inside the site, or a full address. */
const linkTarget = v.pipe(
  text,
  v.regex(/^(\/|https?:\/\/|mailto:)/, 'must be a site path starting with / or a full URL'),
);

const sitePath = v.pipe(text, v.startsWith('/', 'must be a site path starting with /'));

const localisedEntries = {
  en: text,
  zh: text,
} satisfies Record<Locale, typeof text>;

/** A text given once per locale. */
const localised = v.strictObject(localisedEntries, 'must give one text per locale (en, zh)');

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
    colorMode: v.picklist(COLOR_MODE_CONFIGS, `must be one of ${COLOR_MODE_CONFIGS.join(', ')}`),
    title: localised,
    description: localised,
    footer: localised,
    copyright: localised,
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

export type SiteConfig = v.InferOutput<typeof siteSchema>;
export type NavbarConfig = v.InferOutput<typeof navbarSchema>;
export type NavbarLink = v.InferOutput<typeof navbarLink>;
export type NavbarDropdown = v.InferOutput<typeof navbarDropdown>;
export type NavbarItem = NavbarLink | NavbarDropdown;
export type SidebarConfig = v.InferOutput<typeof sidebarsSchema>;
export type Redirect = v.InferOutput<typeof redirect>;
