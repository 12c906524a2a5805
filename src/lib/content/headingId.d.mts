export interface ExplicitHeadingId {
  /** The anchor the heading gets. */
  id: string;
  /** Where the heading's words end: the marker and the space before it start here. */
  wordsEnd: number;
}

export function explicitHeadingId(text: string): ExplicitHeadingId | null;
