import { css } from '@emotion/react';
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { radius, vars } from '../styles/tokens';

export interface TabProps {
  label: string;
  /** Identifies the tab for syncing; defaults to the label. */
  value?: string;
  children?: ReactNode;
}

/** One tab of a <Tabs> block. Rendered by Tabs, never on its own. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

export interface TabsProps {
  /**
   * Blocks sharing an id switch together, across pages, and the choice is
   * remembered in this browser.
   */
  id?: string;
  /** Value (or label) of the tab shown first; the first tab otherwise. */
  defaultValue?: string;
  children: ReactNode;
}

interface TabEntry {
  value: string;
  label: string;
  content: ReactNode;
}

/** Reads the <Tab> children, with messages that tell the author what to fix. */
export function readTabs(children: ReactNode, defaultValue?: string): TabEntry[] {
  const entries: TabEntry[] = [];
  for (const child of Children.toArray(children)) {
    if (typeof child === 'string' && child.trim() === '') continue;
    if (!isValidElement(child) || child.type !== Tab) {
      throw new Error('<Tabs> may only contain <Tab label="…"> elements.');
    }
    const props = (child as ReactElement<TabProps>).props;
    if (!props.label) throw new Error('Every <Tab> needs a label.');
    const value = props.value ?? props.label;
    if (entries.some((entry) => entry.value === value)) {
      throw new Error(
        `Two tabs of one <Tabs> block share the value "${value}"; give them different labels or values.`,
      );
    }
    entries.push({ value, label: props.label, content: props.children });
  }
  if (entries.length === 0) throw new Error('<Tabs> needs at least one <Tab>.');
  if (defaultValue !== undefined && !entries.some((entry) => entry.value === defaultValue)) {
    throw new Error(
      `<Tabs defaultValue="${defaultValue}"> names no tab; use one of: ${entries.map((e) => e.value).join(', ')}.`,
    );
  }
  return entries;
}

const styles = {
  root: css`
    margin: 1rem 0;
    border: 1px solid ${vars.border};
    border-radius: ${radius.normal};
  `,
  list: css`
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    padding: 0.35rem 0.5rem 0;
    border-bottom: 1px solid ${vars.border};
    background: ${vars.bgSoft};
    border-radius: ${radius.normal} ${radius.normal} 0 0;
  `,
  tab: css`
    padding: 0.4rem 0.8rem;
    border: 0;
    border-bottom: 2px solid transparent;
    background: none;
    color: ${vars.textSoft};
    cursor: pointer;
    font-weight: 500;
    &[aria-selected='true'] {
      color: ${vars.brand};
      border-bottom-color: ${vars.brand};
    }
    &:hover {
      color: ${vars.brand};
    }
  `,
  panel: css`
    padding: 0 1rem;
    /* The first element that is not one of Emotion's <style>s (the server render puts them
       beside elements). Written without the first-child pseudo-class, which Emotion warns about and whose
       escape comment does not survive the development build's CSS minifier. */
    > :not(style):not(:not(style) ~ *) {
      margin-top: 0.9rem;
    }
    > :last-child {
      margin-bottom: 0.9rem;
    }
  `,
};

/**
 * Markup only, the same on the server and in the browser: the first tab (or
 * `defaultValue`) shown. Selecting, the keys, syncing blocks that share an id
 * and remembering the choice are src/mdx/behaviours/tabs.ts, which works on
 * this markup whether React hydrated it or not.
 */
export function Tabs({ id, defaultValue, children }: TabsProps) {
  const entries = readTabs(children, defaultValue);
  const baseId = useId();
  const selected = defaultValue ?? entries[0]!.value;
  return (
    <div css={styles.root} data-tabs="" data-tabs-id={id}>
      <div role="tablist" css={styles.list}>
        {entries.map((entry, index) => {
          const active = entry.value === selected;
          return (
            <button
              key={entry.value}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              data-tab-value={entry.value}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              css={styles.tab}
            >
              {entry.label}
            </button>
          );
        })}
      </div>
      {entries.map((entry, index) => (
        <div
          key={entry.value}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={entry.value !== selected}
          css={styles.panel}
        >
          {entry.content}
        </div>
      ))}
    </div>
  );
}
