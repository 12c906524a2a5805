import { css } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { useInertOutside } from '../hooks/useInertOutside';
import {
  fullscreenMode,
  stateAfterChange,
  toggleAction,
  type FullscreenState,
} from '../lib/fullscreen';
import { radius, vars } from '../styles/tokens';

const styles = {
  frame: css`
    position: relative;
    &:fullscreen {
      overflow: auto;
      padding: 1rem 1.5rem;
      background: ${vars.bg};
    }
  `,
  overlay: css`
    position: fixed;
    inset: 0;
    z-index: 200;
    overflow: auto;
    padding: 1rem;
    background: ${vars.bg};
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
 */
export function FullscreenFrame({ children, label }: FullscreenFrameProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<FullscreenState>('off');
  const covering = state === 'overlay';
  useInertOutside([frame], covering);

  useEffect(() => {
    const onChange = () =>
      setState((current) =>
        stateAfterChange(current, document.fullscreenElement === frame.current),
      );
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    if (!covering) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setState('off');
    };
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const opener = button.current;
    document.addEventListener('keydown', onKeyDown);
    opener?.focus();
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root.style.overflow = overflow;
      opener?.focus();
    };
  }, [covering]);

  const toggle = () => {
    const element = frame.current;
    if (!element) return;
    const action = toggleAction(state, fullscreenMode(element, document));
    if (action === 'exit') void document.exitFullscreen().catch(() => setState('off'));
    else if (action === 'request') element.requestFullscreen().catch(() => setState('overlay'));
    else setState(action === 'cover' ? 'overlay' : 'off');
  };

  const name = state === 'off' ? t('fullscreen.enter') : t('fullscreen.exit');
  return (
    <div
      ref={frame}
      css={[styles.frame, covering && styles.overlay]}
      role={covering ? 'dialog' : undefined}
      aria-modal={covering || undefined}
      aria-label={covering ? (label ?? t('fullscreen.view')) : undefined}
    >
      <div css={styles.bar} className="no-print">
        <button
          ref={button}
          type="button"
          css={styles.button}
          aria-label={name}
          title={name}
          onClick={toggle}
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
            <path d={state === 'off' ? OPEN_ICON : CLOSE_ICON} />
          </svg>
        </button>
      </div>
      {children}
    </div>
  );
}

/** The name authors use in MDX: `<Fullscreen>…</Fullscreen>`. */
export const Fullscreen = FullscreenFrame;
