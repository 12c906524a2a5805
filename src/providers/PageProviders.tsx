import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, isLocale } from '../lib/locales';
import type { Alternate } from '../lib/pageContext';
import { LanguagePromptProvider } from './languagePrompt/LanguagePromptProvider';
import { NoticeProvider } from './notice/NoticeProvider';

export interface PageProvidersProps {
  pathname: string;
  pageContext: {
    language?: unknown;
    alternates?: Alternate[];
    i18n?: { path?: string };
  };
  children: ReactNode;
}

const NO_ALTERNATES: Alternate[] = [];

/** The providers that depend on the page: the language prompt and the notices. */
export function PageProviders({ pathname, pageContext, children }: PageProvidersProps) {
  const locale = isLocale(pageContext.language) ? pageContext.language : DEFAULT_LOCALE;
  const isNotFoundPage = pageContext.i18n?.path?.endsWith('/404.html') ?? false;
  return (
    <LanguagePromptProvider
      locale={locale}
      alternates={pageContext.alternates ?? NO_ALTERNATES}
      isNotFoundPage={isNotFoundPage}
    >
      <NoticeProvider pathname={pathname} locale={locale}>
        {children}
      </NoticeProvider>
    </LanguagePromptProvider>
  );
}
