import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '../lib/locales';
import type { Alternate } from '../lib/pageContext';

export interface PageLocation {
  pathname: string;
  locale: Locale;
  alternates: Alternate[];
}

const PageContext = createContext<PageLocation | null>(null);

export function PageProvider({ value, children }: { value: PageLocation; children: ReactNode }) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

/** Where the reader is: path, locale and the page's counterparts in other locales. */
export function usePage(): PageLocation {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage() was called outside <PageProvider>');
  return value;
}

/** The page's path inside a page's tree; undefined where no page is shown (a slice, the editor). */
export function usePagePath(): string | undefined {
  return useContext(PageContext)?.pathname;
}
