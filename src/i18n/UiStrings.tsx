/**
 * The UI strings of every locale, delivered once per visit. A static query's
 * result is fetched once and kept by Gatsby's loader, so page data no longer
 * carries a copy of the strings (about 5 KB a page) on every navigation.
 */
import { graphql, useStaticQuery } from 'gatsby';
import { createContext, useMemo, type ReactNode } from 'react';
import { createInstance, type Resources } from './i18nextRuntime';

/** The namespace of src/locales/<lang>/common.json. */
export const UI_NAMESPACE = 'common';

export const UiStringsContext = createContext<Resources | null>(null);

interface LocaleNode {
  language: string;
  ns: string;
  data: string;
}

/** Locale nodes (one JSON file per language and namespace) as i18next resources. */
export function resourcesFromNodes(nodes: readonly LocaleNode[]): Resources {
  const resources: Resources = {};
  for (const node of nodes) {
    (resources[node.language] ??= {})[node.ns] = JSON.parse(node.data) as Record<string, unknown>;
  }
  return resources;
}

/** Every locale's UI strings; also usable in a page's `Head`, which no provider wraps. */
export function useUiResources(): Resources {
  const data = useStaticQuery<{ allLocale: { nodes: LocaleNode[] } }>(graphql`
    query UiStrings {
      allLocale(sort: [{ language: ASC }, { ns: ASC }]) {
        nodes {
          language
          ns
          data
        }
      }
    }
  `);
  return useMemo(() => resourcesFromNodes(data.allLocale.nodes), [data]);
}

/** One UI string outside the providers, in the given language (English when it lacks one). */
export function uiString(resources: Resources, language: string, key: string): string {
  return createInstance({
    resources,
    lng: language,
    fallbackLng: 'en',
    defaultNS: UI_NAMESPACE,
  }).t(key);
}

export function UiStringsProvider({ children }: { children: ReactNode }) {
  const resources = useUiResources();
  return <UiStringsContext.Provider value={resources}>{children}</UiStringsContext.Provider>;
}
