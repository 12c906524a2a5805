import { render, screen } from '@testing-library/react';
import {
  common,
  fixedT,
  LanguageProvider,
  translate,
  useTranslation,
  type Namespace,
} from '../../../src/i18n/translation';
import en from '../../../src/locales/en/common.json';
import zh from '../../../src/locales/zh/common.json';

const sample: Namespace = {
  en: { greet: { hello: 'Hello {{name}}, {{name}}' }, onlyEnglish: 'English only' },
  zh: { greet: { hello: '你好 {{ name }}' } },
};

function SidebarLabel() {
  const { t, language } = useTranslation();
  return (
    <p>
      {t('sidebar.label')} ({language})
    </p>
  );
}

describe('translate', () => {
  it('reads dotted keys and fills every placeholder, spaces allowed, values as they are', () => {
    expect(translate(sample, 'en', 'greet.hello', { name: '<b>&' })).toBe('Hello <b>&, <b>&');
    expect(translate(sample, 'zh', 'greet.hello', { name: 'A/B' })).toBe('你好 A/B');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(translate(sample, 'en', 'greet.hello', {})).toBe('Hello {{name}}, {{name}}');
  });

  it('falls back to English, then to the key itself', () => {
    expect(translate(sample, 'zh', 'onlyEnglish')).toBe('English only');
    expect(translate(sample, 'fr', 'onlyEnglish')).toBe('English only');
    expect(translate(sample, 'zh', 'greet')).toBe('greet');
    expect(translate(sample, 'zh', 'missing.key')).toBe('missing.key');
  });
});

describe('the page language', () => {
  it.each([
    ['en', en.sidebar.label],
    ['zh', zh.sidebar.label],
  ] as const)('answers useTranslation in the language of the provider (%s)', (language, label) => {
    render(
      <LanguageProvider language={language}>
        <SidebarLabel />
      </LanguageProvider>,
    );
    expect(screen.getByText(`${label} (${language})`)).toBeInTheDocument();
  });

  it('is English outside any provider', () => {
    render(<SidebarLabel />);
    expect(screen.getByText(`${en.sidebar.label} (en)`)).toBeInTheDocument();
  });

  it('leaves a fixed-language t in its own language, whatever the page speaks', () => {
    render(
      <LanguageProvider language="en">
        <p>{fixedT(common, 'zh')('notFound.title')}</p>
      </LanguageProvider>,
    );
    expect(screen.getByText(zh.notFound.title)).toBeInTheDocument();
  });
});
