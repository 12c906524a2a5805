export interface ExplicitAnchor {
  /** The anchor the heading gets. */
  id: string;
  /** Where the heading's words end: the marker and the space before it start here. */
  wordsEnd: number;
}

export function explicitAnchorOf(text: string): ExplicitAnchor | null;
