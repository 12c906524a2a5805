import { css } from '@emotion/react';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../components/Icon';
import { plainButton } from '../styles/plainButton';
import { vars } from '../styles/tokens';

const style = css`
  ${plainButton};
  padding: 0.3rem;
  color: ${vars.textMute};
`;

/** Opens the browser's print dialog; shown with every table of contents. */
export function PrintButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      css={style}
      onClick={() => window.print()}
      aria-label={t('toc.print')}
      title={t('toc.print')}
    >
      <Icon name="print" />
    </button>
  );
}
