export interface HeadingPosition {
  id: string;
  /** Distance from the top of the viewport. */
  top: number;
}

/**
 * The heading the reader is in: the last one whose top has passed the offset
 * line under the navbar; at the very bottom of the page, the last heading.
 */
export function pickActiveHeading(
  positions: readonly HeadingPosition[],
  offset: number,
  atBottom: boolean,
): string | null {
  if (positions.length === 0) return null;
  if (atBottom) return positions[positions.length - 1]!.id;
  let active: string | null = null;
  for (const position of positions) {
    if (position.top <= offset) active = position.id;
    else break;
  }
  return active;
}
