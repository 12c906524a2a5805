import { createContext, useContext, type ReactNode } from 'react';
import type { PageData } from '../lib/pageContext';

const PageDataContext = createContext<PageData>({});

export function PageDataProvider({ value, children }: { value: PageData; children: ReactNode }) {
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>;
}

/**
 * A data file this page listed in its front matter (`data: [name]`). Throws a
 * message naming the fix when the page forgot to list it, so the build fails
 * loudly rather than rendering an empty table.
 */
export function usePageData<T>(name: string): T {
  const data = useContext(PageDataContext);
  if (!(name in data)) {
    throw new Error(
      `This page uses the data file "${name}" but does not list it: add "data: [${name}]" to its front matter.`,
    );
  }
  return data[name] as T;
}

/** Every data file this page listed, by name (for components that search several files). */
export function usePageDataFiles(): PageData {
  return useContext(PageDataContext);
}
