import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { previewBuild } from '../config';
import { media } from '../lib/constants';
import { layout, radius, vars } from '../styles/tokens';
import { BackToTop } from './BackToTop';
import { Footer, type FooterText } from './Footer';
import { Navbar } from './Navbar/Navbar';
import { PageProvider, type PageLocation } from '../providers/PageProvider';
import { PreviewBanner } from './PreviewBanner';

const skipLink = css`
  position: fixed;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 100;
  padding: 0.5rem 1rem;
  border-radius: ${radius.small};
  background: ${vars.brand};
  color: ${vars.onBrand};
  transform: translateY(-200%);
  &:focus {
    transform: none;
    color: ${vars.onBrand};
  }
`;

const body = (withSidebar: boolean) => css`
  padding-top: ${layout.navbarHeight};
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  ${
    withSidebar
      ? `${media.aboveMobile} { padding-left: ${layout.sidebarWidth}; } @media print { padding-left: 0; }`
      : ''
  }
`;

export interface SiteLayoutProps {
  page: PageLocation;
  children: ReactNode;
  /** The fixed sidebar, rendered before the main column, which leaves room for it on wide screens. */
  aside?: ReactNode;
  footer?: FooterText;
}

/**
 * Every page: skip link, navbar, a deploy preview's banner, the page's own content, footer and
 * back-to-top.
 */
export function SiteLayout({ page, children, aside, footer = {} }: SiteLayoutProps) {
  const { t } = useTranslation();
  return (
    <PageProvider value={page}>
      <a href="#main-content" css={skipLink}>
        {t('skipToContent')}
      </a>
      <Navbar />
      {aside}
      <div css={body(Boolean(aside))}>
        {previewBuild && <PreviewBanner preview={previewBuild} />}
        <div css={{ flex: 1 }}>{children}</div>
        <Footer locale={page.locale} {...footer} />
      </div>
      <BackToTop />
    </PageProvider>
  );
}
