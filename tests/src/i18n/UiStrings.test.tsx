import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import en from '../../../src/locales/en/common.json';
import zh from '../../../src/locales/zh/common.json';
import { resourcesFromNodes, uiString, UiStringsProvider } from '../../../src/i18n/UiStrings';

function SidebarLabel() {
  const { t } = useTranslation();
  return <p>{t('sidebar.label')}</p>;
}

/** What gatsby-plugin-react-i18next gives a page now that page data carries no strings. */
const pageInstance = (lng: string) => createInstance({ lng, resources: {}, fallbackLng: 'en' });

describe('UI strings from the shared static query', () => {
  it('turns locale nodes into resources by language and namespace', () => {
    const resources = resourcesFromNodes([
      { language: 'en', ns: 'common', data: '{"a":{"b":"B"}}' },
      { language: 'zh', ns: 'common', data: '{"a":{"b":"乙"}}' },
    ]);
    expect(resources).toEqual({
      en: { common: { a: { b: 'B' } } },
      zh: { common: { a: { b: '乙' } } },
    });
  });

  it.each([
    ['en', en.sidebar.label],
    ['zh', zh.sidebar.label],
  ])('answers useTranslation in the page language (%s)', (language, expected) => {
    render(
      <UiStringsProvider>
        <I18nextProvider i18n={pageInstance(language)}>
          <SidebarLabel />
        </I18nextProvider>
      </UiStringsProvider>,
    );
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it('looks one string up outside the providers, falling back to English', () => {
    const resources = resourcesFromNodes([
      { language: 'en', ns: 'common', data: JSON.stringify(en) },
      { language: 'zh', ns: 'common', data: '{}' },
    ]);
    expect(uiString(resources, 'zh', 'notFound.title')).toBe(en.notFound.title);
    expect(uiString(resources, 'en', 'notFound.title')).toBe(en.notFound.title);
  });
});
