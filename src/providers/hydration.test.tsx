import { TextEncoder } from 'node:util';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydrateLater, HydrationMarker } from './hydration';

function Page({ late, onLateRender }: { late: boolean; onLateRender: () => void }) {
  function Content() {
    onLateRender();
    return <p>content</p>;
  }
  return (
    <>
      <HydrationMarker />
      {late ? (
        <div data-hydrates-later>
          <HydrateLater>
            <Content />
          </HydrateLater>
        </div>
      ) : (
        <Content />
      )}
    </>
  );
}

/** The build's server render; React's browser build of it needs TextEncoder, which jsdom lacks. */
function renderToString(element: JSX.Element): string {
  Object.assign(globalThis, { TextEncoder });
  return jest
    .requireActual<typeof import('react-dom/server')>('react-dom/server')
    .renderToString(element);
}

function serverRendered(late: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page late={late} onLateRender={() => undefined} />);
  document.body.append(container);
  return container;
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
});

describe('hydration marker', () => {
  it('marks a page without late content as soon as the layout hydrates', async () => {
    const container = serverRendered(false);
    await act(async () => {
      hydrateRoot(container, <Page late={false} onLateRender={() => undefined} />);
    });
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  it('keeps the server HTML of late content and marks the page once that content hydrates', async () => {
    const container = serverRendered(true);
    // The server marks the boundary so the browser can hydrate it on its own.
    expect(container.innerHTML).toContain('<!--$-->');
    const rendered: string[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, <Page late onLateRender={() => rendered.push('late')} />);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(rendered).toEqual(['late']);
    expect(container.querySelector('p')?.textContent).toBe('content');
    expect(document.documentElement.dataset.hydrated).toBe('true');
    root?.unmount();
  });

  it('does not mark a page whose late parts have not all hydrated', () => {
    // More late parts than this file ever hydrates, whatever order its tests run in.
    for (let part = 0; part < 5; part += 1) serverRendered(true);
    const marker = document.createElement('div');
    document.body.append(marker);
    act(() => {
      hydrateRoot(marker, <HydrationMarker />);
    });
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
  });
});
