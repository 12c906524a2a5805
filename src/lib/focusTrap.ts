/**
 * Where Tab should move focus inside a trapped region, or null to let the
 * browser move it. `current` is the index of the focused element among the
 * region's focusable elements, -1 when focus is outside the region.
 */
export function trappedFocusIndex(
  count: number,
  current: number,
  backwards: boolean,
): number | null {
  if (count === 0) return null;
  if (current === -1) return backwards ? count - 1 : 0;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}

export const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';
