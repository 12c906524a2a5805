import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../src/locales/en/common.json';
import zh from '../../src/locales/zh/common.json';

/** The real UI strings, so component tests read what readers read. */
export function initTestI18n(language: 'en' | 'zh' = 'en') {
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: en }, zh: { common: zh } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
