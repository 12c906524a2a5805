import { type RefObject, useEffect } from 'react';
import { FOCUSABLE, trappedFocusIndex } from '../lib/focusTrap';

/** Keeps Tab and Shift+Tab inside `region` while `active`, as a modal menu needs. */
export function useFocusTrap(region: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !region.current) return;
      const focusable = [...region.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.offsetParent !== null || element === document.activeElement,
      );
      const current = focusable.indexOf(document.activeElement as HTMLElement);
      const next = trappedFocusIndex(focusable.length, current, event.shiftKey);
      if (next === null) return;
      event.preventDefault();
      focusable[next]?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [region, active]);
}
