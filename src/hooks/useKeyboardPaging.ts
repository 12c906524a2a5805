import { navigate } from 'gatsby';
import { useEffect } from 'react';

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element?.closest?.('input, textarea, select, [contenteditable="true"]'));
}

const relOfKey: Record<string, string> = { ArrowRight: 'next', ArrowLeft: 'prev' };

/**
 * Alt+ArrowRight opens the next page, Alt+ArrowLeft the previous one: the pager link on screen
 * when the key is pressed. Each page mounts its own pager, and for a moment after a navigation
 * the old page's listener is still bound while the new pager already shows; reading the link
 * at key time keeps the keys on what the reader sees.
 */
export function useKeyboardPaging(pagerSelector: string): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        !event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey ||
        isTyping(event.target)
      )
        return;
      const rel = relOfKey[event.key];
      if (!rel) return;
      const target = document
        .querySelector(`${pagerSelector} a[rel="${rel}"]`)
        ?.getAttribute('href');
      if (!target) return;
      event.preventDefault();
      void navigate(target);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pagerSelector]);
}
