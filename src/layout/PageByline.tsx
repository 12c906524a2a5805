import { css } from '@emotion/react';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../components/Icon';
import { SmartLink } from '../components/SmartLink';
import { LOCALES, type Locale } from '../lib/locales';
import { formatDate } from '../lib/dates';
import { radius, vars } from '../styles/tokens';

export interface PageBylineData {
  authors: ReadonlyArray<{ name: string; url?: string | null }>;
  date: string | null;
  categories: readonly string[];
  tags: readonly string[];
  readingTime: { minutes: number; words: number; lessThanAMinute: boolean } | null;
}

const styles = {
  row: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35rem 1rem;
    margin: 0 0 1.5rem;
    font-size: 0.875rem;
    color: ${vars.textMute};
    > span {
      display: inline-flex;
      align-items: center;
      gap: 0.35rem;
    }
  `,
  chip: css`
    padding: 0 0.5rem;
    border-radius: ${radius.small};
    background: ${vars.bgMute};
    color: ${vars.textSoft};
  `,
};

/** Categories or tags, each a chip, after their icon. */
function Chips({ icon, label, names }: { icon: string; label: string; names: readonly string[] }) {
  if (!names.length) return null;
  return (
    <span>
      <Icon name={icon} label={label} />
      {names.map((name) => (
        <span key={name} css={styles.chip}>
          {name}
        </span>
      ))}
    </span>
  );
}

/** Author, date, categories, tags and reading time, under the page title. */
export function PageByline({ info, locale }: { info: PageBylineData; locale: Locale }) {
  const { t } = useTranslation();
  const { authors, date, categories, tags, readingTime } = info;
  if (!authors.length && !date && !categories.length && !tags.length && !readingTime) return null;
  return (
    <div css={styles.row}>
      {authors.length > 0 && (
        <span>
          <Icon name="user" label={t('pageInfo.author')} />
          {authors.map((author, index) => (
            <span key={author.name}>
              {index > 0 && ', '}
              {author.url ? <SmartLink href={author.url}>{author.name}</SmartLink> : author.name}
            </span>
          ))}
        </span>
      )}
      {date && (
        <span>
          <Icon name="calendar" label={t('pageInfo.date')} />
          <time dateTime={date}>{formatDate(date, LOCALES[locale].lang)}</time>
        </span>
      )}
      <Chips icon="folder" label={t('pageInfo.category')} names={categories} />
      <Chips icon="tag" label={t('pageInfo.tag')} names={tags} />
      {readingTime && (
        <span>
          <Icon name="clock" label={t('pageInfo.readingTime')} />
          {readingTime.lessThanAMinute
            ? t('readingTime.lessThanAMinute', { words: readingTime.words })
            : t('readingTime.minutes', { minutes: readingTime.minutes, words: readingTime.words })}
        </span>
      )}
    </div>
  );
}
