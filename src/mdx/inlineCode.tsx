import { Fragment, type ReactNode } from 'react';

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

/** Values from a data file, each shown as code, with `separator` between them. */
export function codeList(values: readonly string[], separator: string): ReactNode[] {
  return values.map((value, index) => (
    <Fragment key={value}>
      {index > 0 && separator}
      <code>{value}</code>
    </Fragment>
  ));
}
