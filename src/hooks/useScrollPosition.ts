import { useEffect, useRef } from 'react';
import { createScrollSource, type ScrollListener, type ScrollSource } from '../lib/scrollSource';

let windowSource: ScrollSource | null = null;

/** The page's one scroll source, made on first use (never during server rendering). */
export function pageScroll(): ScrollSource {
  windowSource ??= createScrollSource({
    read: () => window.scrollY,
    listen(onScroll) {
      window.addEventListener('scroll', onScroll, { passive: true });
      return () => window.removeEventListener('scroll', onScroll);
    },
    requestFrame: (callback) => window.requestAnimationFrame(callback),
    cancelFrame: (handle) => window.cancelAnimationFrame(handle),
  });
  return windowSource;
}

/**
 * Calls `listener` with the scroll position at most once per frame while
 * `enabled`, and once on subscribing so it starts from the real position.
 */
export function useScrollPosition(listener: ScrollListener, enabled = true): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!enabled) return undefined;
    const source = pageScroll();
    const unsubscribe = source.subscribe((y) => latest.current(y));
    latest.current(source.current());
    return unsubscribe;
  }, [enabled]);
}
