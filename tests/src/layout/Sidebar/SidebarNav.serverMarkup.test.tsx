/**
 * @jest-environment-options {"url": "http://localhost/guide/install/docker.html"}
 *
 * The sidebar's list on a first visit is the server's HTML, kept without React
 * hydrating it, and its behaviour comes from listeners on the markup. These
 * tests hydrate the server render as Gatsby does and use the list as a reader would.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { hydrateRoot, type Root } from 'react-dom/client';
import { markPageHydrated } from '../../../../src/lib/hydrationMark';
import { SidebarNav, type SidebarNavProps } from '../../../../src/layout/Sidebar/SidebarNav';
import { hydratableHtml } from '../../../utils/serverRender';
import { items } from './guideItems';

const docker: SidebarNavProps = {
  items,
  pathname: '/guide/install/docker.html',
  headings: [
    { id: 'run', text: 'Run the container', depth: 2, children: [] },
    { id: 'volumes', text: 'Volumes', depth: 2, children: [] },
  ],
};

const ownedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

let root: Root | undefined;

/** The server's HTML of the sidebar, hydrated as a first visit does it. */
async function firstVisit(props: SidebarNavProps = docker) {
  const container = document.createElement('div');
  container.innerHTML = hydratableHtml(<SidebarNav {...props} />);
  document.body.append(container);
  const serverHtml = container.innerHTML;
  root = await act(async () => hydrateRoot(container, <SidebarNav {...props} />));
  markPageHydrated(document.documentElement);
  return { container, serverHtml };
}

const loader = window as unknown as { ___loader?: object };
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
  loader.___loader = { loadPage: jest.fn(), loadPageSync: jest.fn(), hovering: jest.fn() };
  jest.mocked(navigate).mockClear();
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  delete loader.___loader;
  window.history.replaceState(null, '', '/guide/install/docker.html');
});

describe('SidebarNav on a first visit', () => {
  it('keeps the server’s list as sent: no element inside the nav is React’s but its holder', async () => {
    const { container, serverHtml } = await firstVisit();
    expect(container.innerHTML).toBe(serverHtml);
    const nav = screen.getByRole('navigation', { name: 'Section pages' });
    const owned = [...nav.querySelectorAll('*')].filter(ownedByReact);
    expect(owned).toEqual([nav.firstElementChild]);
    expect(nav.querySelectorAll('a').length).toBeGreaterThan(5);
  });

  it('opens and closes groups as an accordion, by mouse and keyboard', async () => {
    await firstVisit();
    const advanced = screen.getByRole('button', { name: 'Expand Advanced' });
    await userEvent.click(advanced);
    expect(advanced).toHaveAttribute('aria-expanded', 'true');
    expect(advanced).toHaveAccessibleName('Collapse Advanced');
    expect(screen.getByRole('link', { name: 'Search' })).toBeVisible();
    // Opening a group closes the others.
    expect(screen.getByRole('button', { name: 'Expand Install' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('link', { name: 'Docker', hidden: true })).not.toBeVisible();

    // A nested group opens with its parent; closing the parent closes it too.
    const install = screen.getByRole('button', { name: 'Expand Install' });
    install.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Search', hidden: true })).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Expand More' }));
    expect(screen.getByRole('link', { name: 'Source' })).toBeVisible();
    expect(install).toHaveAttribute('aria-expanded', 'true');
    // Closing the nested group keeps its parent open; opening it again, then the parent closing, closes both.
    await userEvent.click(screen.getByRole('button', { name: 'Collapse More' }));
    expect(screen.getByRole('link', { name: 'Source', hidden: true })).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Docker' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Expand More' }));
    await userEvent.click(screen.getByRole('button', { name: 'Collapse Install' }));
    expect(screen.getByRole('button', { name: 'Expand More', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const region = document.getElementById(install.getAttribute('aria-controls')!);
    expect(region).not.toBeVisible();
  });

  it('navigates in place on a plain click, and leaves a modified click to the browser', async () => {
    await firstVisit();
    expect(fireEvent.click(screen.getByRole('link', { name: 'Script' }))).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/guide/install/script.html', { replace: false });
    // The page shown replaces its history entry.
    fireEvent.click(screen.getByRole('link', { name: 'Docker' }));
    expect(navigate).toHaveBeenLastCalledWith('/guide/install/docker.html', { replace: true });
    jest.mocked(navigate).mockClear();
    // What the page left to the browser, recorded last and then stopped (jsdom cannot load pages).
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link', { name: 'Script' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Volumes' }));
    window.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('loads a page when its link is hovered', async () => {
    await firstVisit();
    fireEvent.mouseOver(screen.getByRole('link', { name: 'Script' }));
    expect((loader.___loader as { hovering: jest.Mock }).hovering).toHaveBeenCalledWith(
      '/guide/install/script.html',
    );
  });

  it('marks the heading in the address, and follows it', async () => {
    window.history.replaceState(null, '', '/guide/install/docker.html#volumes');
    await firstVisit();
    expect(screen.getByRole('link', { name: 'Volumes' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    window.history.replaceState(null, '', '/guide/install/docker.html#run');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(screen.getByRole('link', { name: 'Run the container' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(screen.getByRole('link', { name: 'Volumes' })).not.toHaveAttribute('aria-current');
  });

  it('after an in-site navigation renders the new page’s list, not the first page’s markup', async () => {
    await firstVisit();
    await userEvent.click(screen.getByRole('button', { name: 'Expand Advanced' }));
    await act(async () =>
      root!.render(
        <SidebarNav items={items} pathname="/guide/install/script.html" headings={[]} />,
      ),
    );
    expect(screen.getByRole('link', { name: 'Script' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Docker' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: 'Volumes' })).toBeNull();
    // The groups start from the new page, and still toggle.
    expect(screen.getByRole('link', { name: 'Search', hidden: true })).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Expand Advanced' }));
    expect(screen.getByRole('link', { name: 'Search' })).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: 'Introduction' }));
    expect(navigate).toHaveBeenLastCalledWith('/guide/', { replace: false });
  });
});
