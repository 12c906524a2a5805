import type { ReactNode, TableHTMLAttributes } from 'react';

type TableProps = TableHTMLAttributes<HTMLTableElement>;

/** A table that scrolls sideways when wide; the wrapper is focusable so keyboards can scroll it too. */
export function ScrollableTable(props: TableProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-wrapper" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** A scrollable table with one header row: the data tables MDX components draw. */
export function HeadedTable({ head, children, ...props }: TableProps & { head: ReactNode[] }) {
  return (
    <ScrollableTable {...props}>
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
