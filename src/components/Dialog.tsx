import { css } from '@emotion/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useInertOutside } from '../hooks/useInertOutside';
import { radius, vars } from '../styles/tokens';

const styles = {
  backdrop: css`
    position: fixed;
    inset: 0;
    z-index: 200;
    display: flex;
    align-items: center;
    justify-content: center;
    padding: 1rem;
    background: rgba(0, 0, 0, 0.45);
  `,
  panel: css`
    width: min(32rem, 100%);
    max-height: calc(100vh - 2rem);
    overflow: auto;
    padding: 1.25rem 1.5rem;
    border-radius: ${radius.normal};
    background: ${vars.bg};
    color: ${vars.text};
    box-shadow: ${vars.shadow};
    &:focus {
      outline: none;
    }
  `,
  title: css`
    margin: 0 0 0.75rem;
    font-size: 1.2rem;
  `,
};

export interface DialogProps {
  title: ReactNode;
  /** Escape, and a click on the backdrop, call this. */
  onDismiss(): void;
  lang?: string;
  children: ReactNode;
}

/**
 * A modal dialog: the rest of the page is inert while it is open (so focus and
 * screen readers stay inside), Escape dismisses it, and focus goes back to
 * where it was when it closes. Loaded only with the dialogs that use it.
 */
export function Dialog({ title, onDismiss, lang, children }: DialogProps) {
  const backdrop = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useInertOutside([backdrop], true);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(
      'button, [href], input, select, [tabindex]:not([tabindex="-1"])',
    );
    (first ?? panel.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  // Escape, or a click on the backdrop around the panel, dismisses the dialog.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === backdrop.current) onDismiss();
    };
    const element = backdrop.current;
    document.addEventListener('keydown', onKey);
    element?.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      element?.removeEventListener('click', onClick);
    };
  }, [onDismiss]);

  return (
    <div ref={backdrop} css={styles.backdrop} className="no-print">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        lang={lang}
        tabIndex={-1}
        css={styles.panel}
      >
        <h2 id={titleId} css={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

export const dialogButtons = {
  row: css`
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 0.6rem;
    margin-top: 1.25rem;
  `,
  button: (primary: boolean) => css`
    display: inline-flex;
    align-items: center;
    padding: 0.45rem 1rem;
    border: 1px solid ${primary ? vars.brand : vars.border};
    border-radius: ${radius.small};
    background: ${primary ? vars.brand : vars.bg};
    color: ${primary ? vars.onBrand : vars.text};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
    &:hover {
      color: ${primary ? vars.onBrand : vars.brand};
      border-color: ${vars.brand};
    }
  `,
};
