import { useEffect, useRef } from 'react';
import { classifySwipe, type Point } from '../lib/swipe';

/** Reports edge swipes on touch screens (see classifySwipe). */
export function useSwipe(onSwipe: (direction: 'open' | 'close') => void, enabled = true): void {
  const handler = useRef(onSwipe);
  handler.current = onSwipe;
  useEffect(() => {
    if (!enabled) return;
    let start: Point | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const direction = classifySwipe(start, { x: touch.clientX, y: touch.clientY });
      start = null;
      if (direction) handler.current(direction);
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchend', onEnd);
    };
  }, [enabled]);
}
