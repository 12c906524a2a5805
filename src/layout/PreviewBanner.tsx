import { css } from '@emotion/react';
import { Fragment } from 'react';
import { useTranslation } from '../i18n/translation';
import type { PreviewBuild } from '../lib/previewBuild';
import { vars } from '../styles/tokens';

// In the page's flow under the fixed navbar: it pushes nothing after hydration
// (the server HTML has it) and covers nothing.
const styles = css`
  margin: 0;
  padding: 0.4rem 1rem;
  border-bottom: 1px solid ${vars.warningBorder};
  background: ${vars.warningBg};
  color: ${vars.text};
  font-size: 0.875rem;
  text-align: center;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  strong {
    color: ${vars.warningTitle};
  }
`;

/** Names the pull request or branch and the commit a deploy preview was built from. */
export function PreviewBanner({ preview }: { preview: PreviewBuild }) {
  const { t } = useTranslation();
  const parts = [
    preview.pullRequest !== null && t('preview.pullRequest', { number: preview.pullRequest }),
    preview.branch !== null && t('preview.branch', { branch: preview.branch }),
    preview.commit !== null && t('preview.commit', { commit: preview.commit }),
    t('preview.note'),
  ].filter((part): part is string => typeof part === 'string');
  return (
    <section aria-label={t('preview.label')} css={styles} className="no-print">
      <p>
        <strong>{t('preview.title')}</strong>
        {parts.map((part) => (
          <Fragment key={part}>
            {' '}
            <span aria-hidden="true">·</span> <span>{part}</span>
          </Fragment>
        ))}
      </p>
    </section>
  );
}
