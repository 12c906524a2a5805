import { css } from '@emotion/react';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../components/Icon';
import { radius, vars } from '../styles/tokens';

const style = css`
  display: inline-flex;
  padding: 0.3rem;
  border: 0;
  border-radius: ${radius.small};
  background: none;
  color: ${vars.textMute};
  cursor: pointer;
  &:hover {
    color: ${vars.brand};
    background: ${vars.bgSoft};
  }
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
