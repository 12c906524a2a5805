/**
 * The part of react-i18next this site uses, aliased in for `react-i18next` by
 * the webpack build: a provider and a `useTranslation` hook that re-renders
 * when the language changes.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import i18next, { type I18nRuntime } from './i18nextRuntime';
import { UI_NAMESPACE, UiStringsContext } from './UiStrings';

const I18nContext = createContext<I18nRuntime | null>(null);
let defaultInstance: I18nRuntime = i18next;

export function I18nextProvider({ i18n, children }: { i18n: I18nRuntime; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** Registered with `i18next.use(initReactI18next)`: makes that instance the default. */
export const initReactI18next = {
  type: '3rdParty' as const,
  init(instance: I18nRuntime) {
    defaultInstance = instance;
  },
};

export function useTranslation() {
  const i18n = useContext(I18nContext) ?? defaultInstance;
  const shared = useContext(UiStringsContext);
  const reader = useMemo(
    () => (shared ? i18n.withResources(shared, UI_NAMESPACE) : i18n),
    [i18n, shared],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => void i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  // A new function per language, so components that memoise on `t` update too.
  const t = useMemo(() => reader.getFixedT(language), [reader, language]);
  return { t, i18n, ready: true };
}
