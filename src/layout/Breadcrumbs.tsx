import { css } from '@emotion/react';
import { useTranslation } from '../i18n/translation';
import type { Crumb } from '../lib/pageContext';
import { vars } from '../styles/tokens';
import { SmartLink } from '../components/SmartLink';

const styles = css`
  ol {
    display: flex;
    flex-wrap: wrap;
    list-style: none;
    margin: 0 0 0.75rem;
    padding: 0;
    font-size: 0.875rem;
    color: ${vars.textMute};
  }
  li + li::before {
    content: '/';
    margin: 0 0.5rem;
    color: ${vars.border};
  }
  a {
    color: ${vars.textMute};
    text-decoration: none;
  }
  a:hover {
    color: ${vars.brand};
  }
`;

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumb.label')} css={styles} className="no-print">
      <ol>
        {crumbs.map((crumb, index) => {
          const text = crumb.text ?? t('breadcrumb.home');
          const last = index === crumbs.length - 1;
          return (
            <li key={index}>
              {crumb.link && !last ? (
                <SmartLink href={crumb.link}>{text}</SmartLink>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{text}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
