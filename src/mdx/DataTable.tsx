import type { ReactNode, TableHTMLAttributes } from 'react';
import { ServerMarkup } from '../components/ServerMarkup';
import { isPlainMarkup } from '../lib/plainMarkup';

type TableProps = TableHTMLAttributes<HTMLTableElement>;

/**
 * A table that scrolls sideways when wide; the wrapper is focusable so keyboards
 * can scroll it too. With `plain`, or when its cells are plain markup, the page
 * keeps the server's table as it hydrates (ServerMarkup).
 */
export function ScrollableTable({ plain, ...props }: TableProps & { plain?: boolean }) {
  const Wrapper = plain || isPlainMarkup(props.children) ? ServerMarkup : 'div';
  return (
    <Wrapper className="table-wrapper" tabIndex={0}>
      <table {...props} />
    </Wrapper>
  );
}

/**
 * A scrollable table with one header row: the data tables MDX components draw.
 * Their cells are text, code and anchors within the page, so the table is kept
 * from the server's HTML as the page hydrates.
 */
export function HeadedTable({ head, children, ...props }: TableProps & { head: ReactNode[] }) {
  return (
    <ScrollableTable plain {...props}>
      <thead>
        <tr>
          {head.map((cell, index) => (
            <th key={index}>{cell}</th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </ScrollableTable>
  );
}
