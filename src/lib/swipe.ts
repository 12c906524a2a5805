import { SWIPE_EDGE, SWIPE_RATIO, SWIPE_THRESHOLD } from './constants';

export interface Point {
  x: number;
  y: number;
}

/**
 * A rightward swipe that starts within SWIPE_EDGE of the left edge opens the
 * sidebar; a leftward swipe closes it. Both must move more than
 * SWIPE_THRESHOLD sideways and at least SWIPE_RATIO times as far as up/down.
 */
export function classifySwipe(start: Point, end: Point): 'open' | 'close' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) <= SWIPE_THRESHOLD || Math.abs(dx) < SWIPE_RATIO * Math.abs(dy)) return null;
  if (dx > 0) return start.x <= SWIPE_EDGE ? 'open' : null;
  return 'close';
}
