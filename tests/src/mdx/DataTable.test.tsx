import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HeadedTable, ScrollableTable } from '../../../src/mdx/DataTable';

function SiteLink({ children }: { children: ReactNode }) {
  return <a href="/guide/">{children}</a>;
}

const wrapperOf = (container: HTMLElement) => container.querySelector('.table-wrapper')!;

describe('tables kept from the server markup', () => {
  it('keeps a markdown table whose cells are plain markup', () => {
    const { container } = render(
      <ScrollableTable>
        <tbody>
          <tr>
            <td>
              <code>temp_dir</code> text
            </td>
          </tr>
        </tbody>
      </ScrollableTable>,
    );
    expect(wrapperOf(container)).toHaveAttribute('data-server-markup');
    expect(wrapperOf(container)).toHaveAttribute('tabindex', '0');
  });

  it('hydrates a markdown table with a component in a cell (a site link navigates in place)', () => {
    const { container } = render(
      <ScrollableTable>
        <tbody>
          <tr>
            <td>
              <SiteLink>Guide</SiteLink>
            </td>
          </tr>
        </tbody>
      </ScrollableTable>,
    );
    expect(wrapperOf(container)).not.toHaveAttribute('data-server-markup');
    expect(wrapperOf(container)).toHaveAttribute('tabindex', '0');
  });

  it('always keeps a data table drawn by a component', () => {
    const { container } = render(
      <HeadedTable head={['Option']}>
        <tr>
          <td>token</td>
        </tr>
      </HeadedTable>,
    );
    expect(wrapperOf(container)).toHaveAttribute('data-server-markup');
    expect(container.querySelector('th')).toHaveTextContent('Option');
  });
});
