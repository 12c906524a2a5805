import { navigate } from 'gatsby';
import { useEffect } from 'react';

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element?.closest?.('input, textarea, select, [contenteditable="true"]'));
}

/** Alt+ArrowRight opens the next page, Alt+ArrowLeft the previous one. */
export function useKeyboardPaging(prev: string | null, next: string | null): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        !event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey ||
        isTyping(event.target)
      )
        return;
      const target = event.key === 'ArrowRight' ? next : event.key === 'ArrowLeft' ? prev : null;
      if (!target) return;
      event.preventDefault();
      void navigate(target);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [prev, next]);
}
