import { css } from '@emotion/react';
import { siteConfig } from '../config';
import type { Locale } from '../lib/locales';
import { vars } from '../styles/tokens';

const styles = css`
  padding: 1.5rem 1rem;
  border-top: 1px solid ${vars.divider};
  color: ${vars.textMute};
  font-size: 0.875rem;
  text-align: center;
  p {
    margin: 0.25rem 0;
  }
`;

/** A page's own footer lines (`footer`/`copyright` front matter); absent, the site's. */
export interface FooterText {
  text?: string | null;
  copyright?: string | null;
}

/** Site footer; a page may replace its text or hide it ("" hides). */
export function Footer({ locale, text, copyright }: FooterText & { locale: Locale }) {
  const footerText = text ?? siteConfig.footer[locale];
  const copyrightText = copyright ?? siteConfig.copyright[locale];
  if (!footerText && !copyrightText) return null;
  return (
    <footer role="contentinfo" css={styles}>
      {footerText && <p>{footerText}</p>}
      {copyrightText && <p>{copyrightText}</p>}
    </footer>
  );
}
