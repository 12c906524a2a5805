import { css } from '@emotion/react';
import { useTranslation } from '../i18n/translation';
import { useScrollSpy } from '../hooks/useScrollSpy';
import { NAVBAR_HEIGHT_PX } from '../lib/constants';
import type { TocItem } from '../lib/headings';
import { layout, vars } from '../styles/tokens';
import { PrintButton } from './PrintButton';

const styles = {
  aside: css`
    position: sticky;
    top: calc(${layout.navbarHeight} + 1.5rem);
    max-height: calc(100vh - ${layout.navbarHeight} - 3rem);
    overflow-y: auto;
    font-size: 0.875rem;
  `,
  header: css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: 0.5rem;
    font-weight: 600;
    color: ${vars.text};
  `,
  list: css`
    list-style: none;
    margin: 0;
    padding: 0;
    border-left: 1px solid ${vars.divider};
    ul {
      list-style: none;
      padding-left: 0.75rem;
    }
    a {
      display: block;
      margin-left: -1px;
      padding: 0.2rem 0.75rem;
      border-left: 2px solid transparent;
      color: ${vars.textMute};
      text-decoration: none;
      line-height: 1.45;
    }
    a:hover {
      color: ${vars.brand};
    }
    a[aria-current='location'] {
      color: ${vars.brand};
      border-left-color: ${vars.brand};
      font-weight: 600;
    }
  `,
};

function flatIds(items: TocItem[]): string[] {
  return items.flatMap((item) => [item.id, ...flatIds(item.children)]);
}

interface TocListProps {
  items: TocItem[];
  /** The heading being read, marked as the current location. */
  active?: string | null;
  /** Every level of the list has it. */
  className?: string;
}

/** The headings as nested lists of links: in the contents column, and in the page's folding contents. */
export function TocList({ items, active, className }: TocListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} aria-current={item.id === active ? 'location' : undefined}>
            {item.text}
          </a>
          {item.children.length > 0 && (
            <TocList items={item.children} active={active} className={className} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** "On this page" with scroll-spy and a print button. */
export function Toc({ items }: { items: TocItem[] }) {
  const { t } = useTranslation();
  const active = useScrollSpy(flatIds(items), NAVBAR_HEIGHT_PX);
  return (
    <nav css={styles.aside} aria-labelledby="toc-title" className="no-print">
      <div css={styles.header}>
        <span id="toc-title">{t('toc.title')}</span>
        <PrintButton />
      </div>
      {items.length > 0 && <TocList items={items} active={active} css={styles.list} />}
    </nav>
  );
}
