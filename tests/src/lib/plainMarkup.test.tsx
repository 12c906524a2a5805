import { createRef, type ReactNode } from 'react';
import { isPlainMarkup } from '../../../src/lib/plainMarkup';

function Widget({ children }: { children?: ReactNode }) {
  return <span>{children}</span>;
}

describe('isPlainMarkup', () => {
  it('accepts text and HTML elements, nested, with nothing to run', () => {
    expect(
      isPlainMarkup(
        <>
          <thead>
            <tr>
              <th>Option</th>
            </tr>
          </thead>
          <tbody>
            {[1, 2].map((row) => (
              <tr key={row} id={`row-${row}`}>
                <td>
                  <code>x</code> and <a href="#row-1">{row}</a>
                </td>
                <td>{null}</td>
              </tr>
            ))}
          </tbody>
        </>,
      ),
    ).toBe(true);
    expect(
      isPlainMarkup([
        <tr key="a">
          <td>
            <code>x</code> and <a href="#a">1</a>
          </td>
          <td>{false}</td>
        </tr>,
        'text',
        3,
      ]),
    ).toBe(true);
  });

  it('refuses a component anywhere in the tree', () => {
    expect(
      isPlainMarkup(
        <tr>
          <td>
            <Widget>in a cell</Widget>
          </td>
        </tr>,
      ),
    ).toBe(false);
  });

  it('refuses handlers and refs, which only a hydrated element keeps', () => {
    expect(isPlainMarkup(<td onClick={() => undefined}>x</td>)).toBe(false);
    expect(isPlainMarkup(<td ref={createRef<HTMLTableCellElement>()}>x</td>)).toBe(false);
  });
});
