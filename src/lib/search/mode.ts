/**
 * Which index a locale's search asks: the site's own (the default), or the
 * Algolia DocSearch index configured as `search` in content/data/site.yaml.
 */
import type { SiteConfig } from '../../config/types';
import type { Locale } from '../locales';
import { searchIndexBase } from './format';

export type SearchMode =
  | { kind: 'local'; base: string; indexName: string }
  | { kind: 'algolia'; appId: string; apiKey: string; indexName: string };

export function searchModeFor(config: SiteConfig['search'], locale: Locale): SearchMode {
  if (!config)
    return { kind: 'local', base: searchIndexBase(locale), indexName: `local-${locale}` };
  const { locales, ...shared } = config;
  return { kind: 'algolia', ...shared, ...locales?.[locale] };
}

/** The host DocSearch queries for an Algolia application. */
export const algoliaOrigin = (appId: string) => `https://${appId.toLowerCase()}-dsn.algolia.net`;

/** A new issue in the docs repository about a query that found nothing useful. */
export function missingResultsUrl(docsRepo: string, query: string): string {
  const title = `Search: no good result for "${query}"`;
  return `${docsRepo.replace(/\/+$/, '')}/issues/new?title=${encodeURIComponent(title)}`;
}
