import type { ReactNode } from 'react';

/** Text from a data file with `backtick` spans shown as code; nothing else is interpreted. */
export function withInlineCode(text: string): ReactNode[] {
  return text
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 2 ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}
