/**
 * schema.org descriptions of a page for search engines (JSON-LD in the head):
 * the breadcrumb trail a doc page shows, the article itself, and the site on
 * its home pages. Plain objects; `jsonLdText` makes them safe inside a script.
 */
import type { Crumb } from './pageContext';
import { absoluteUrl } from './urls';

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

const SCHEMA = 'https://schema.org' as const;

export interface BreadcrumbOptions {
  siteUrl: string;
  /** The page's own path: the last crumb's address. */
  path: string;
  /** What the visible trail calls the first crumb, whose text is null (the locale's "Home"). */
  homeName: string;
}

/**
 * The page's breadcrumbs as a BreadcrumbList. Crumbs without an address (a
 * folder with no page) are left out, since every item but the last needs one;
 * null when fewer than two items remain.
 */
export function breadcrumbList(
  crumbs: readonly Crumb[],
  { siteUrl, path, homeName }: BreadcrumbOptions,
): JsonLd | null {
  const items = crumbs.flatMap((crumb, index) => {
    const last = index === crumbs.length - 1;
    const link = last ? path : crumb.link;
    return link ? [{ name: crumb.text ?? homeName, item: absoluteUrl(siteUrl, link) }] : [];
  });
  if (items.length < 2) return null;
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      ...item,
    })),
  };
}

export interface ArticleFacts {
  headline: string;
  description: string;
  /** BCP 47 tag of the page's language. */
  inLanguage: string;
  url: string;
  /** When the page's file last changed (git), ISO 8601. */
  dateModified?: string | null;
  datePublished?: string | null;
  image?: string;
}

/** A documentation page as a TechArticle; unknown dates are left out. */
export function techArticle(facts: ArticleFacts): JsonLd {
  const { headline, description, inLanguage, url, dateModified, datePublished, image } = facts;
  return {
    '@context': SCHEMA,
    '@type': 'TechArticle',
    headline,
    description,
    inLanguage,
    url,
    mainEntityOfPage: url,
    ...(datePublished ? { datePublished } : {}),
    ...(dateModified ? { dateModified } : {}),
    ...(image ? { image } : {}),
  };
}

export interface SiteFacts {
  name: string;
  description: string;
  inLanguage: string;
  url: string;
}

/** A locale's home page describes the whole site. */
export function webSite({ name, description, inLanguage, url }: SiteFacts): JsonLd {
  return { '@context': SCHEMA, '@type': 'WebSite', name, description, inLanguage, url };
}

/** Characters a script element's text must not hold as they are (`</script>`, `<!--`). */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the two
 * line separators as \u escapes, so no text in a title or description can end
 * the script early; JSON parsers read the same value.
 */
export function jsonLdText(value: JsonLd): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
