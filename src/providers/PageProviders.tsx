import { lazy, Suspense, type ReactNode } from 'react';
import { useIsHydrated } from '../hooks/useIsHydrated';
import { LanguageProvider } from '../i18n/translation';
import { DEFAULT_LOCALE, isLocale } from '../lib/locales';
import type { Alternate } from '../lib/pageContext';

const PagePopups = lazy(() => import('./PagePopups'));

export interface PageProvidersProps {
  pathname: string;
  pageContext: {
    language?: unknown;
    alternates?: Alternate[];
    pagePath?: string;
  };
  children: ReactNode;
}

const NO_ALTERNATES: Alternate[] = [];

/**
 * What depends on the page: the language its strings speak, the language
 * prompt and the notices. The server and hydration render neither popup
 * (search engines and the first paint see the page alone); afterwards their
 * code arrives and decides.
 */
export function PageProviders({ pathname, pageContext, children }: PageProvidersProps) {
  const hydrated = useIsHydrated();
  const locale = isLocale(pageContext.language) ? pageContext.language : DEFAULT_LOCALE;
  return (
    <LanguageProvider language={locale}>
      {children}
      {hydrated && (
        <Suspense fallback={null}>
          <PagePopups
            pathname={pathname}
            locale={locale}
            alternates={pageContext.alternates ?? NO_ALTERNATES}
            isNotFoundPage={pageContext.pagePath?.endsWith('/404.html') ?? false}
          />
        </Suspense>
      )}
    </LanguageProvider>
  );
}
