import { css } from '@emotion/react';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../components/Icon';
import { catalogFrom, type Catalog, type CatalogLink } from '../lib/catalog';
import { radius, vars } from '../styles/tokens';
import { usePageDataFiles } from '../providers/PageDataProvider';
import { SmartLink } from '../components/SmartLink';

const styles = {
  list: css`
    list-style: none;
    margin: 1rem 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
    && > li {
      margin: 0;
    }
  `,
  entry: css`
    padding: 0.6rem 0.9rem;
    border: 1px solid ${vars.divider};
    border-radius: ${radius.normal};
    background: ${vars.bgSoft};
  `,
  link: css`
    display: inline-flex;
    align-items: center;
    gap: 0.45rem;
    font-weight: 600;
    svg {
      flex: none;
      color: ${vars.textMute};
    }
  `,
  description: css`
    margin: 0.2rem 0 0;
    color: ${vars.textSoft};
    font-size: 0.92rem;
  `,
  children: css`
    list-style: none;
    margin: 0.5rem 0 0;
    padding: 0 0 0 0.9rem;
    border-left: 2px solid ${vars.divider};
    && > li {
      margin: 0.35rem 0;
    }
    a {
      font-weight: 500;
    }
  `,
};

function EntryLink({ entry }: { entry: CatalogLink }) {
  return (
    <>
      <SmartLink href={entry.link} css={styles.link}>
        {entry.icon && <Icon name={entry.icon} />}
        <span>{entry.text}</span>
      </SmartLink>
      {entry.description && <p css={styles.description}>{entry.description}</p>}
    </>
  );
}

/** A folder's pages as the build listed them: pages, and sub-folders with their pages. */
export function CatalogList({ catalog }: { catalog: Catalog }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('catalog.label', { title: catalog.title })} data-catalog>
      <ul css={styles.list}>
        {catalog.entries.map((entry) => (
          <li key={entry.link} css={styles.entry}>
            <EntryLink entry={entry} />
            {entry.children && entry.children.length > 0 && (
              <ul css={styles.children}>
                {entry.children.map((child) => (
                  <li key={child.link}>
                    <EntryLink entry={child} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface AutoCatalogProps {
  /**
   * The folder to list: a site path such as `/guide/install/`, or a path
   * relative to this page's folder. Without it, the page's own folder.
   */
  base?: string;
}

/**
 * The pages of a folder, in sidebar order, in the page's language. The build
 * finds each `<AutoCatalog>` in the page and hands its list over in the page's
 * data, so a new file in the folder appears without any change here.
 */
export function AutoCatalog({ base }: AutoCatalogProps) {
  const catalog = catalogFrom(usePageDataFiles(), base);
  if (!catalog) {
    throw new Error(
      `<AutoCatalog${base ? ` base="${base}"` : ''}> has no list from the build: write "base" as a plain string in the page itself.`,
    );
  }
  return <CatalogList catalog={catalog} />;
}
