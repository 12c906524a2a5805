import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as s from './Sidebar.styles';

export interface SidebarProps {
  /** The drawer state below 720 px; wider screens always show the sidebar. */
  open: boolean;
  onClose(): void;
  /** The navigation itself: the section's sidebar slice on a built page. */
  children: ReactNode;
}

/** The sidebar column, and below 720 px the drawer that holds it, with its mask. */
export function Sidebar({ open, onClose, children }: SidebarProps) {
  const { t } = useTranslation();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      {open && (
        <button type="button" css={s.mask} aria-label={t('sidebar.close')} onClick={onClose} />
      )}
      <aside css={s.aside(open)} id="docs-sidebar" className="no-print">
        {children}
      </aside>
    </>
  );
}
