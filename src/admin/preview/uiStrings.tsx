/**
 * The site's UI strings in the preview (the copy button's label, container
 * titles), in the language being previewed. The site gets them from a static
 * query; the admin bundle carries both files.
 */
import { useMemo, type ReactNode } from 'react';
import en from '../../locales/en/common.json';
import zh from '../../locales/zh/common.json';
import { createInstance } from '../../i18n/i18nextRuntime';
import { I18nextProvider } from '../../i18n/reactBindings';
import { UI_NAMESPACE, UiStringsContext } from '../../i18n/UiStrings';
import { DEFAULT_LOCALE, isLocale } from '../../lib/locales';

const resources = { en: { [UI_NAMESPACE]: en }, zh: { [UI_NAMESPACE]: zh } };

export function UiStrings({ locale, children }: { locale: string; children: ReactNode }) {
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const i18n = useMemo(
    () => createInstance({ resources, lng: language, fallbackLng: 'en', defaultNS: UI_NAMESPACE }),
    [language],
  );
  return (
    <UiStringsContext.Provider value={resources}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </UiStringsContext.Provider>
  );
}
