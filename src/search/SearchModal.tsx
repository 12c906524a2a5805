/**
 * The search dialog: DocSearch's modal, loaded on the first open. By default
 * it asks the engine over the site's own index (src/lib/search); with an
 * Algolia index configured, Algolia, one query per pause in typing.
 */
import { Global } from '@emotion/react';
import { DocSearchModal, type DocSearchTransformClient } from '@docsearch/react';
import docSearchCss from '@docsearch/css/dist/style.css?raw';
import { navigate } from 'gatsby';
import { useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { siteConfig } from '../config';
import type { Locale } from '../lib/locales';
import { SEARCH_DEBOUNCE_MS } from '../lib/constants';
import { debounceLatest } from '../lib/search/debounce';
import { failSoft, localSearchClient } from '../lib/search/docsearchHits';
import { missingResultsUrl, searchModeFor } from '../lib/search/mode';
import { engineFor } from './engines';
import { SearchError } from './SearchError';
import { docSearchTheme } from './theme';
import type { Namespace } from '../i18n/translation';
import en from '../locales/en/search.json';
import zh from '../locales/zh/search.json';
import { SmartLink } from '../components/SmartLink';

/** DocSearch takes its words as one object, so this namespace is read whole. */
const search: Namespace<typeof en> = { en, zh };

export interface SearchModalProps {
  locale: Locale;
  initialQuery: string;
  onClose: () => void;
}

function HitLink({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  return <SmartLink href={hit.url}>{children}</SmartLink>;
}

const navigator = {
  navigate({ itemUrl }: { itemUrl: string }) {
    void navigate(itemUrl);
  },
};

export function SearchModal({ locale, initialQuery, onClose }: SearchModalProps) {
  const mode = searchModeFor(siteConfig.search, locale);
  const strings = search[locale];
  const local = mode.kind === 'local';
  const [failed, setFailed] = useState(false);

  const transformSearchClient = useMemo((): ((
    client: DocSearchTransformClient,
  ) => DocSearchTransformClient) => {
    if (mode.kind === 'local') {
      // DocSearch calls only `search`, with the request shape localSearchClient reads.
      const local = localSearchClient(engineFor(mode.base)) as unknown as DocSearchTransformClient;
      return (client) => ({ ...client, search: failSoft(local.search, setFailed) });
    }
    return (client) => ({
      ...client,
      search: debounceLatest(failSoft(client.search.bind(client), setFailed), SEARCH_DEBOUNCE_MS),
    });
    // The mode follows the locale; the engine for a locale is made once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);

  const translations = useMemo(() => {
    const { placeholder: _placeholder, developNoIndex, ...modal } = strings;
    // A development server has no index until a production build has made one.
    const errorScreen =
      local && process.env.NODE_ENV === 'development'
        ? { ...modal.errorScreen, helpText: developNoIndex }
        : modal.errorScreen;
    return { ...modal, errorScreen };
  }, [strings, local]);

  return createPortal(
    <>
      <Global styles={docSearchCss} />
      <Global styles={docSearchTheme(local, failed)} />
      {failed && (
        <SearchError
          title={translations.errorScreen.titleText}
          help={translations.errorScreen.helpText}
        />
      )}
      <DocSearchModal
        key={locale}
        appId={mode.kind === 'algolia' ? mode.appId : 'local'}
        apiKey={mode.kind === 'algolia' ? mode.apiKey : 'local'}
        indexName={mode.indexName}
        placeholder={strings.placeholder}
        translations={translations}
        initialQuery={initialQuery}
        initialScrollY={window.scrollY}
        onClose={onClose}
        hitComponent={HitLink}
        navigator={navigator}
        transformSearchClient={transformSearchClient}
        getMissingResultsUrl={({ query }: { query: string }) =>
          missingResultsUrl(siteConfig.docsRepo, query)
        }
      />
    </>,
    document.body,
  );
}
