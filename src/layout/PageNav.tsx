import { css } from '@emotion/react';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../components/Icon';
import { useKeyboardPaging } from '../hooks/useKeyboardPaging';
import { media } from '../lib/constants';
import type { NavLink } from '../lib/sidebarModel';
import { radius, vars } from '../styles/tokens';
import { SmartLink } from '../components/SmartLink';

const styles = {
  nav: css`
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 1rem;
    margin-top: 2.5rem;
    ${media.mobile} {
      grid-template-columns: 1fr;
    }
  `,
  link: css`
    display: flex;
    flex-direction: column;
    padding: 0.75rem 1rem;
    border: 1px solid ${vars.border};
    border-radius: ${radius.normal};
    color: ${vars.text};
    text-decoration: none;
    &:hover {
      border-color: ${vars.brand};
    }
    small {
      display: inline-flex;
      align-items: center;
      gap: 0.25rem;
      color: ${vars.textMute};
    }
    span {
      color: ${vars.brand};
      font-weight: 600;
    }
  `,
  next: css`
    grid-column: 2;
    text-align: right;
    align-items: flex-end;
    ${media.mobile} {
      grid-column: 1;
    }
  `,
};

/** Previous and next pages in sidebar order; Alt+←/→ follow them. */
export function PageNav({ prev, next }: { prev: NavLink | null; next: NavLink | null }) {
  const { t } = useTranslation();
  useKeyboardPaging('nav[data-pager]');
  if (!prev && !next) return null;
  return (
    <nav aria-label={t('pageNav.label')} css={styles.nav} className="no-print" data-pager="">
      {prev && (
        <SmartLink href={prev.link} css={styles.link} rel="prev">
          <small>
            <Icon name="chevron-left" />
            {t('pageNav.prev')}
          </small>
          <span>{prev.text}</span>
        </SmartLink>
      )}
      {next && (
        <SmartLink href={next.link} css={[styles.link, styles.next]} rel="next">
          <small>
            {t('pageNav.next')}
            <Icon name="chevron-right" />
          </small>
          <span>{next.text}</span>
        </SmartLink>
      )}
    </nav>
  );
}
