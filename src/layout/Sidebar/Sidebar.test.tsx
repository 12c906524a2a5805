import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SidebarItem } from '../../lib/sidebarModel';
import { Sidebar } from './Sidebar';
import { SidebarNav } from './SidebarNav';

const items: SidebarItem[] = [
  { type: 'link', text: 'Introduction', link: '/guide/' },
  {
    type: 'group',
    key: 'guide/install',
    text: 'Install',
    link: '/guide/install/',
    children: [
      { type: 'link', text: 'Script', link: '/guide/install/script.html' },
      { type: 'link', text: 'Docker', link: '/guide/install/docker.html' },
    ],
  },
  {
    type: 'group',
    key: 'guide/advanced',
    text: 'Advanced',
    children: [{ type: 'link', text: 'Search', link: '/guide/advanced/search.html' }],
  },
];

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
  it('closes on Escape and on the mask while open, and holds the navigation', async () => {
    const onClose = jest.fn();
    render(
      <Sidebar open onClose={onClose}>
        <nav aria-label="Section pages" />
      </Sidebar>,
    );
    expect(screen.getByRole('complementary')).toContainElement(
      screen.getByRole('navigation', { name: 'Section pages' }),
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close the page list' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows no mask and ignores Escape while closed', async () => {
    const onClose = jest.fn();
    render(
      <Sidebar open={false} onClose={onClose}>
        <nav />
      </Sidebar>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
