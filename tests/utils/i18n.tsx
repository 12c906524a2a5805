import type { ReactNode } from 'react';
import { LanguageProvider } from '../../src/i18n/translation';
import type { Locale } from '../../src/lib/locales';

/** A render wrapper that gives the UI strings a language, as a page does. */
export function inLanguage(language: Locale) {
  return function InLanguage({ children }: { children: ReactNode }) {
    return <LanguageProvider language={language}>{children}</LanguageProvider>;
  };
}
