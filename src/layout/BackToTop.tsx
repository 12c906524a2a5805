import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../components/Icon';
import { useScrollPosition } from '../hooks/useScrollPosition';
import { BACK_TO_TOP_THRESHOLD } from '../lib/constants';
import { vars } from '../styles/tokens';

const styles = css`
  position: fixed;
  right: 1.25rem;
  bottom: 1.25rem;
  z-index: 30;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${vars.border};
  border-radius: 50%;
  background: ${vars.bg};
  color: ${vars.brand};
  box-shadow: ${vars.shadow};
  cursor: pointer;
  font-size: 1.2rem;
`;

/** Appears once the page has scrolled past the threshold. */
export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useScrollPosition((scrollY) => setVisible(scrollY > BACK_TO_TOP_THRESHOLD));
  if (!visible) return null;
  return (
    <button
      type="button"
      css={styles}
      className="no-print"
      aria-label={t('backToTop')}
      title={t('backToTop')}
      onClick={() => {
        const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
      }}
    >
      <Icon name="arrow-up" />
    </button>
  );
}
