import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import * as s from './Navbar.styles';

export interface DropdownProps {
  label: ReactNode;
  /** Accessible name when the label is only an icon. */
  ariaLabel?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
  align?: 'start' | 'end';
}

/** A disclosure menu of links: opens on click, closes on Escape, outside click or leaving it by Tab. */
export function Dropdown({
  label,
  ariaLabel,
  open,
  onOpenChange,
  children,
  align = 'start',
}: DropdownProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onOpenChange(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onOpenChange]);

  return (
    <div
      ref={root}
      css={s.dropdown}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null))
          onOpenChange(false);
      }}
    >
      <button
        ref={button}
        type="button"
        css={s.navButton}
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => onOpenChange(!open)}
      >
        {label}
        <Icon name="chevron-down" size="0.9em" className="chevron" />
      </button>
      <ul id={id} css={s.dropdownMenu(align)} hidden={!open}>
        {children}
      </ul>
    </div>
  );
}
