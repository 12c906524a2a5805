import { css } from '@emotion/react';
import { useTranslation } from '../i18n/translation';
import type { ContentPageContext } from '../lib/pageContext';
import { radius, vars } from '../styles/tokens';
import { SmartLink } from './SmartLink';

const style = css`
  margin: 0 0 1.25rem;
  padding: 0.6rem 0.9rem;
  border-left: 4px solid ${vars.warningBorder};
  border-radius: ${radius.normal};
  background: ${vars.warningBg};
  color: ${vars.text};
  font-size: 0.925rem;
`;

/**
 * At the top of a translated page whose English has changed since it was
 * translated (content/data/translations/state.yaml): says so, in the page's
 * language, and links to the English page. Nothing on any other page.
 */
export function TranslationNotice({
  page,
}: {
  page: Pick<ContentPageContext, 'englishMovedOn' | 'alternates'>;
}) {
  const { t } = useTranslation();
  if (!page.englishMovedOn) return null;
  const english = page.alternates.find((alternate) => alternate.locale === 'en');
  return (
    <aside role="note" css={style} data-translation-behind="" className="no-print">
      {t('translation.behind')}{' '}
      {english?.exists && <SmartLink href={english.path}>{t('translation.readEnglish')}</SmartLink>}
    </aside>
  );
}
