import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { markPageHydrated } from '../../../src/lib/hydrationMark';
import { hydratableHtml } from '../../utils/serverRender';
import { ServerMarkup } from '../../../src/components/ServerMarkup';

const renders: string[] = [];

function Cell({ text }: { text: string }) {
  renders.push(text);
  return <td>{text}</td>;
}

function OptionTable({ rows, label = 'Options' }: { rows: string[]; label?: string }) {
  return (
    <section>
      <h2>{label}</h2>
      <ServerMarkup className="table-wrapper" tabIndex={0}>
        <table>
          <tbody>
            {rows.map((row) => (
              <tr key={row} id={row}>
                <Cell text={row} />
              </tr>
            ))}
          </tbody>
        </table>
      </ServerMarkup>
    </section>
  );
}

/**
 * Server HTML in a container, hydrated with the same tree, as Gatsby does on a
 * first visit; `alongside`, rendered on the server too, is in the document
 * beside it.
 */
async function hydrated(tree: JSX.Element, alongside?: JSX.Element) {
  const container = document.createElement('div');
  container.innerHTML = hydratableHtml(tree);
  if (alongside) {
    const other = document.createElement('div');
    other.innerHTML = hydratableHtml(alongside);
    document.body.append(other);
  }
  document.body.append(container);
  const serverHtml = container.innerHTML;
  renders.length = 0;
  const root = await act(async () => hydrateRoot(container, tree));
  return { container, serverHtml, root };
}

describe('ServerMarkup', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
    renders.length = 0;
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    document.body.innerHTML = '';
    delete document.documentElement.dataset.hydrated;
  });

  it('renders its children on the server, keyed for the browser to find', () => {
    const html = hydratableHtml(<OptionTable rows={['token', 'root_folder_id']} />);
    expect(html).toMatch(/<div class="table-wrapper" tabindex="0" data-server-markup="[^"]+">/);
    expect(html).toContain('<td>root_folder_id</td>');
  });

  it('keeps the server’s table while the page hydrates, without rendering a cell', async () => {
    const { container, serverHtml, root } = await hydrated(
      <OptionTable rows={['token', 'root_folder_id']} />,
    );
    expect(renders).toEqual([]);
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.querySelector('#root_folder_id td')?.textContent).toBe('root_folder_id');
    // A later render of the parent keeps the kept markup, with no second copy of the cells.
    await act(async () =>
      root.render(<OptionTable rows={['token', 'root_folder_id']} label="Again" />),
    );
    expect(renders).toEqual([]);
    expect(container.querySelectorAll('tr')).toHaveLength(2);
    expect(container.querySelector('h2')?.textContent).toBe('Again');
  });

  it('hydrates its children as usual when its key is not unique in the document', async () => {
    const { container } = await hydrated(
      <OptionTable rows={['token']} />,
      <OptionTable rows={['elsewhere']} />,
    );
    expect(renders).toEqual(['token']);
    expect(container.querySelector('td')?.textContent).toBe('token');
  });

  it('renders its children when there is no server markup (gatsby develop)', () => {
    const { container } = render(<OptionTable rows={['token']} />);
    expect(renders).toEqual(['token']);
    expect(container.querySelector('td')?.textContent).toBe('token');
  });

  it('renders its children once the first render is over (an in-site navigation)', async () => {
    markPageHydrated(document.documentElement);
    // Server markup with the same key is in the document (as an old page's may be).
    const { container } = await hydrated(<OptionTable rows={['new page']} />);
    expect(renders).toEqual(['new page']);
    expect(container.querySelector('td')?.textContent).toBe('new page');
  });
});
