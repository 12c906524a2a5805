import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { mockViewport } from '../../../utils/viewport';
import { Sidebar } from '../../../../src/layout/Sidebar/Sidebar';
import { SidebarNav } from '../../../../src/layout/Sidebar/SidebarNav';
import { items } from './guideItems';

const renderSidebar = (pathname = '/guide/install/docker.html') =>
  render(
    <SidebarNav
      items={items}
      pathname={pathname}
      headings={[{ id: 'run', text: 'Run the container', depth: 2, children: [] }]}
    />,
  );

describe('Sidebar', () => {
  it('opens the group holding the current page and lists its headings', () => {
    renderSidebar();
    expect(screen.getByRole('button', { name: 'Collapse Install' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Expand Advanced' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('link', { name: 'Docker' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search', hidden: true })).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Run the container' })).toHaveAttribute('href', '#run');
  });

  it('keeps only one group open at a time', async () => {
    renderSidebar();
    await userEvent.click(screen.getByRole('button', { name: 'Expand Advanced' }));
    expect(screen.getByRole('link', { name: 'Search' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Docker', hidden: true })).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse Advanced' }));
    expect(screen.getByRole('link', { name: 'Search', hidden: true })).not.toBeVisible();
  });

  it('marks the current page itself, without the router', () => {
    renderSidebar();
    expect(screen.getByRole('link', { name: 'Docker' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Script' })).not.toHaveAttribute('aria-current');
  });

  it('is a labelled navigation landmark', () => {
    renderSidebar('/guide/');
    expect(screen.getByRole('navigation', { name: 'Section pages' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Run the container' })).not.toBeNull();
  });
});

describe('Sidebar heading links', () => {
  it('marks the heading named in the address as the current location', async () => {
    window.history.replaceState(null, '', '/guide/install/docker.html#volumes');
    render(
      <SidebarNav
        items={[{ type: 'link', text: 'Docker', link: '/guide/install/docker.html' }]}
        pathname="/guide/install/docker.html"
        headings={[
          { id: 'run', text: 'Run', depth: 2, children: [] },
          { id: 'volumes', text: 'Volumes', depth: 2, children: [] },
        ]}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Volumes' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(screen.getByRole('link', { name: 'Run' })).not.toHaveAttribute('aria-current');
    act(() => {
      window.history.replaceState(null, '', '/guide/install/docker.html#run');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('link', { name: 'Run' })).toHaveAttribute('aria-current', 'location');
    window.history.replaceState(null, '', '/');
  });
});

describe('Sidebar drawer', () => {
  function Drawer({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
    const [open, setOpen] = useState(initiallyOpen);
    const opener = useRef<HTMLButtonElement>(null);
    return (
      <>
        <button ref={opener} type="button" onClick={() => setOpen(true)}>
          Open the page list
        </button>
        <Sidebar open={open} onClose={() => setOpen(false)} opener={opener}>
          <nav aria-label="Section pages">
            <a href="/guide/">Introduction</a>
            <a href="/guide/install/" aria-current="page">
              Install
            </a>
          </nav>
        </Sidebar>
        <main>
          <a href="/elsewhere">Page text</a>
        </main>
      </>
    );
  }

  it('on a phone: focuses the current page, silences the rest, and Escape closes and returns focus', async () => {
    const viewport = mockViewport(true);
    render(<Drawer />);
    await userEvent.click(screen.getByRole('button', { name: 'Open the page list' }));
    expect(screen.getByRole('link', { name: 'Install' })).toHaveFocus();
    expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('complementary').closest('[inert]')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Close the page list' }).closest('[inert]'),
    ).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Close the page list' })).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open the page list' })).toHaveFocus();
    viewport.restore();
  });

  it('on a phone: the mask closes the drawer and returns focus to the opener', async () => {
    const viewport = mockViewport(true);
    render(<Drawer initiallyOpen />);
    await userEvent.click(screen.getByRole('button', { name: 'Close the page list' }));
    expect(screen.queryByRole('button', { name: 'Close the page list' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open the page list' })).toHaveFocus();
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();
    viewport.restore();
  });

  it('shows no mask, silences nothing and ignores Escape while closed', async () => {
    render(<Drawer />);
    expect(screen.queryByRole('button', { name: 'Close the page list' })).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: 'Install' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the page list' })).not.toHaveFocus();
  });

  it('on a wide screen an open state never makes the page inert', () => {
    render(<Drawer initiallyOpen />);
    expect(document.querySelector('[inert]')).toBeNull();
  });
});
