import { navigate } from 'gatsby';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { siteConfig } from '../../config';
import {
  counterpartPath,
  headingIds,
  localeToOffer,
  pageDataUrl,
  switchTarget,
} from '../../lib/languagePrompt';
import type { Locale } from '../../lib/locales';
import type { Alternate } from '../../lib/pageContext';
import { createStorageSlot, storageKeys } from '../../lib/storage';

const LanguagePrompt = lazy(() => import('./LanguagePrompt'));

/** Whether the prompt is on screen; other popups wait until it is answered. */
const PromptOpenContext = createContext(false);
export const useLanguagePromptOpen = (): boolean => useContext(PromptOpenContext);

const forSession = createStorageSlot(storageKeys.languagePrompt, 'session');
const forGood = createStorageSlot(storageKeys.languagePrompt, 'local');
/** Answered in this page view, for when storage is blocked. */
let answeredThisView = false;

export interface LanguagePromptProviderProps {
  locale: Locale;
  alternates: readonly Alternate[];
  isNotFoundPage: boolean;
  children: ReactNode;
}

/** The anchors of the page in the other locale, so a switch keeps `#section` when it exists there. */
async function anchorsOf(path: string): Promise<string[]> {
  try {
    const response = await fetch(pageDataUrl(path));
    return response.ok ? headingIds(await response.json()) : [];
  } catch {
    return [];
  }
}

/**
 * The language prompt (spec §1, §4): after hydration, a reader whose browser
 * prefers another of our locales is offered this page in it. Never on the
 * server, never on the 404 page, at most once per session.
 */
export function LanguagePromptProvider({
  locale,
  alternates,
  isNotFoundPage,
  children,
}: LanguagePromptProviderProps) {
  const [offered, setOffered] = useState<Locale | null>(null);

  useEffect(() => {
    setOffered(
      localeToOffer({
        languages: navigator.languages?.length ? navigator.languages : [navigator.language],
        pageLocale: locale,
        defaultLocale: siteConfig.defaultLocale,
        answered: answeredThisView || forSession.get() !== null || forGood.get() !== null,
        isNotFoundPage,
      }),
    );
  }, [locale, isNotFoundPage]);

  const answer = useCallback((choice: string, remember: boolean) => {
    answeredThisView = true;
    forSession.set(choice);
    if (remember) forGood.set(choice);
    setOffered(null);
  }, []);

  const onStay = useCallback((remember: boolean) => answer('stay', remember), [answer]);
  const onSwitch = useCallback(
    async (remember: boolean) => {
      if (!offered) return;
      answer('switch', remember);
      const path = counterpartPath(alternates, offered);
      const hash = window.location.hash;
      const target = hash ? switchTarget(path, hash, await anchorsOf(path)) : path;
      await navigate(target, { replace: true });
    },
    [offered, alternates, answer],
  );

  return (
    <PromptOpenContext.Provider value={offered !== null}>
      {children}
      {offered && (
        <Suspense fallback={null}>
          <LanguagePrompt offered={offered} onSwitch={onSwitch} onStay={onStay} />
        </Suspense>
      )}
    </PromptOpenContext.Provider>
  );
}
