import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { LanguageProvider } from '../../src/i18n/translation';
import { PageProvider, type PageLocation } from '../../src/providers/PageProvider';
import { ColorModeProvider } from '../../src/providers/ColorModeProvider';
import type { ColorModeConfig } from '../../src/lib/colorMode';

export const defaultPage: PageLocation = {
  pathname: '/guide/install/docker.html',
  locale: 'en',
  alternates: [{ locale: 'zh', path: '/zh/guide/install/docker.html', exists: true }],
};

/** Renders inside the providers every page has. */
export function renderPage(
  ui: ReactElement,
  {
    page = defaultPage,
    colorMode = 'switch',
    ...options
  }: RenderOptions & { page?: PageLocation; colorMode?: ColorModeConfig } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ColorModeProvider config={colorMode}>
      <LanguageProvider language={page.locale}>
        <PageProvider value={page}>{children}</PageProvider>
      </LanguageProvider>
    </ColorModeProvider>
  );
  return render(ui, { wrapper, ...options });
}
