import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useInertOutside } from '../../hooks/useInertOutside';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { MOBILE_QUERY } from '../../lib/constants';
import * as s from './Sidebar.styles';

export interface SidebarProps {
  /** The drawer state below 720 px; wider screens always show the sidebar. */
  open: boolean;
  onClose(): void;
  /** The button that opened the drawer: focus goes back to it when the reader dismisses the drawer. */
  opener: RefObject<HTMLElement | null>;
  /** The navigation itself: the section's sidebar slice on a built page. */
  children: ReactNode;
}

/** The sidebar column, and below 720 px the drawer that holds it, with its mask. */
export function Sidebar({ open, onClose, opener, children }: SidebarProps) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const drawer = useRef<HTMLElement>(null);
  const mask = useRef<HTMLButtonElement>(null);
  const isDrawer = open && isMobile;
  // Drawn from its first opening on (see Sidebar.styles): a render-time update, so the
  // links are there in the same commit that slides the drawer in.
  const [drawn, setDrawn] = useState(open);
  if (open && !drawn) setDrawn(true);
  const returnFocus = useRef(false);
  const dismiss = useCallback(() => {
    returnFocus.current = true;
    onClose();
  }, [onClose]);
  useInertOutside([drawer, mask], isDrawer);

  // Focus can go back only once the opener is no longer inert, so after the drawer has closed.
  useEffect(() => {
    if (isDrawer || !returnFocus.current) return;
    returnFocus.current = false;
    opener.current?.focus();
  }, [isDrawer, opener]);

  useEffect(() => {
    if (!isDrawer) return undefined;
    const start =
      drawer.current?.querySelector<HTMLElement>('[aria-current="page"]') ??
      drawer.current?.querySelector<HTMLElement>('a[href], button');
    start?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isDrawer, dismiss]);

  return (
    <>
      {open && (
        <button
          ref={mask}
          type="button"
          css={s.mask}
          aria-label={t('sidebar.close')}
          onClick={dismiss}
        />
      )}
      <aside ref={drawer} css={s.aside(open, drawn)} id="docs-sidebar" className="no-print">
        {children}
      </aside>
    </>
  );
}
