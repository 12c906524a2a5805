import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { radius, vars } from '../styles/tokens';

const styles = {
  frame: css`
    position: relative;
    /* Which icon shows follows the state the behaviour sets (behaviours/fullscreen.ts). */
    &[data-fullscreen='off'] > div > button .close-icon,
    &:not([data-fullscreen='off']) > div > button .open-icon {
      display: none;
    }
    &[data-fullscreen='overlay'] {
      position: fixed;
      inset: 0;
      z-index: 200;
      overflow: auto;
      padding: 1rem;
      background: ${vars.bg};
    }
    &:fullscreen {
      overflow: auto;
      padding: 1rem 1.5rem;
      background: ${vars.bg};
    }
  `,
  bar: css`
    display: flex;
    justify-content: flex-end;
    margin-bottom: -0.6rem;
  `,
  button: css`
    display: inline-flex;
    padding: 0.3rem;
    border: 1px solid ${vars.border};
    border-radius: ${radius.small};
    background: ${vars.bgSoft};
    color: ${vars.textSoft};
    cursor: pointer;
    &:hover {
      color: ${vars.text};
    }
  `,
};

const OPEN_ICON = 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5';
const CLOSE_ICON = 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5';

export interface FullscreenFrameProps {
  children: ReactNode;
  /** Names the frame while it covers the page (a table's caption, a diagram's title). */
  label?: string;
}

/**
 * Puts its content (a wide table, a diagram) behind a button that shows it on
 * the whole screen. Without the Fullscreen API the frame covers the page
 * instead, with the same button and Escape to leave; focus stays on the button.
 * Markup only, with both states' words in it: what the button does is
 * src/mdx/behaviours/fullscreen.ts, so it works whether React hydrated it or not.
 */
export function FullscreenFrame({ children, label }: FullscreenFrameProps) {
  const { t } = useTranslation();
  return (
    <div
      css={styles.frame}
      data-fullscreen="off"
      data-fullscreen-label={label ?? t('fullscreen.view')}
    >
      <div css={styles.bar} className="no-print">
        <button
          type="button"
          css={styles.button}
          data-fullscreen-toggle=""
          data-label-enter={t('fullscreen.enter')}
          data-label-exit={t('fullscreen.exit')}
          aria-label={t('fullscreen.enter')}
          title={t('fullscreen.enter')}
        >
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
          >
            <path className="open-icon" d={OPEN_ICON} />
            <path className="close-icon" d={CLOSE_ICON} />
          </svg>
        </button>
      </div>
      {children}
    </div>
  );
}

/** The name authors use in MDX: `<Fullscreen>…</Fullscreen>`. */
export const Fullscreen = FullscreenFrame;
