import { css } from '@emotion/react';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../components/Icon';
import { SmartLink } from '../components/SmartLink';
import { formatDate } from '../lib/dates';
import { LOCALES, type Locale } from '../lib/locales';
import { vars } from '../styles/tokens';

export interface PageMetaData {
  editUrl: string | null;
  updatedTime: string | null;
  contributors: ReadonlyArray<{ name: string; email: string }>;
}

const styles = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem 1.5rem;
  margin-top: 3rem;
  padding-top: 1rem;
  border-top: 1px solid ${vars.divider};
  font-size: 0.875rem;
  color: ${vars.textMute};
  > * {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }
`;

/** Edit link, last update and contributors, under the page content. */
export function PageMeta({ meta, locale }: { meta: PageMetaData; locale: Locale }) {
  const { t } = useTranslation();
  const { editUrl, updatedTime, contributors } = meta;
  if (!editUrl && !updatedTime && !contributors.length) return null;
  return (
    <footer css={styles} className="no-print">
      {editUrl && (
        <SmartLink href={editUrl} externalIcon={false}>
          <Icon name="edit" />
          {t('pageMeta.edit')}
        </SmartLink>
      )}
      {updatedTime && (
        <span>
          {t('pageMeta.lastUpdated')}
          <time dateTime={updatedTime}>{formatDate(updatedTime, LOCALES[locale].lang)}</time>
        </span>
      )}
      {contributors.length > 0 && (
        <span>
          {t('pageMeta.contributors')}
          {contributors.map((contributor) => contributor.name).join(', ')}
        </span>
      )}
    </footer>
  );
}
