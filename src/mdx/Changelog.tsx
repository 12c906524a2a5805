import { css } from '@emotion/react';
import { SmartLink } from '../components/SmartLink';
import { usePage } from '../providers/PageProvider';
import { formatDate } from '../lib/dates';
import { LOCALES, type Locale } from '../lib/locales';
import { radius, vars } from '../styles/tokens';
import { withInlineCode } from './inlineCode';
import { usePageData } from '../providers/PageDataProvider';

type Localised = Record<Locale, string>;

export interface ChangelogRelease {
  /** The Git tag, e.g. `v3.45.0`. */
  version: string;
  /** `YYYY-MM-DD`; left out when the exact day is not known. */
  date?: string;
  summary?: Localised;
  highlights: Localised[];
}

export interface ChangelogData {
  releases: ChangelogRelease[];
}

const RELEASE_URL = 'https://github.com/alist-org/alist/releases/tag/';

const styles = {
  list: css`
    display: grid;
    gap: 1rem;
    margin: 1.25rem 0;
    padding: 0;
    list-style: none;
  `,
  card: (latest: boolean) => css`
    padding: 1rem 1.25rem;
    border: 1px solid ${latest ? vars.brand : vars.divider};
    border-left-width: 4px;
    border-radius: ${radius.normal};
    background: ${vars.bgSoft};
  `,
  header: css`
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.75rem;
    margin: 0;
  `,
  version: css`
    font-size: 1.15rem;
    font-weight: 700;
  `,
  date: css`
    color: ${vars.textMute};
    font-size: 0.9rem;
  `,
  summary: css`
    margin: 0.5rem 0 0;
    color: ${vars.textSoft};
  `,
  highlights: css`
    margin: 0.5rem 0 0;
    padding-left: 1.25rem;
    li {
      margin: 0.3rem 0;
    }
  `,
};

const pick = (text: Localised, locale: Locale) => text[locale] ?? text.en;

export interface ChangelogProps {
  /** Only releases dated in this year. */
  year?: number;
  /** Only releases without a date. */
  undated?: boolean;
}

/**
 * Releases from content/data/changelog.yaml as a list of cards (no headings, so
 * the page's own `##` headings make its outline). The page lists
 * `data: [changelog]` in front matter.
 */
export function Changelog({ year, undated = false }: ChangelogProps) {
  const { releases } = usePageData<ChangelogData>('changelog');
  const { locale } = usePage();
  const newest = releases[0]?.version;
  const shown = releases.filter((release) => {
    if (undated) return !release.date;
    if (year !== undefined) return release.date?.startsWith(`${year}-`) ?? false;
    return true;
  });
  return (
    <ol css={styles.list}>
      {shown.map((release) => (
        <li key={release.version}>
          <article css={styles.card(release.version === newest)} aria-label={release.version}>
            <p css={styles.header}>
              <SmartLink href={`${RELEASE_URL}${release.version}`} css={styles.version}>
                {release.version}
              </SmartLink>
              {release.date && (
                <time css={styles.date} dateTime={release.date}>
                  {formatDate(release.date, LOCALES[locale].lang)}
                </time>
              )}
            </p>
            {release.summary && (
              <p css={styles.summary}>{withInlineCode(pick(release.summary, locale))}</p>
            )}
            <ul css={styles.highlights}>
              {release.highlights.map((highlight) => (
                <li key={highlight.en}>{withInlineCode(pick(highlight, locale))}</li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ol>
  );
}
