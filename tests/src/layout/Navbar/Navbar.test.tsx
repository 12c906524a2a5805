import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultPage, renderPage } from '../../../utils/renderPage';
import { mockViewport } from '../../../utils/viewport';
import { ColorModeProvider } from '../../../../src/providers/ColorModeProvider';
import { PageProvider } from '../../../../src/providers/PageProvider';
import { Navbar } from '../../../../src/layout/Navbar/Navbar';

describe('Navbar', () => {
  it('links the brand to the locale home and localises the links', async () => {
    renderPage(<Navbar />, {
      page: {
        locale: 'zh',
        pathname: '/zh/guide/install/docker.html',
        alternates: [{ locale: 'en', path: '/guide/install/docker.html', exists: true }],
      },
    });
    expect(screen.getByRole('link', { name: /AList v3 文档/ })).toHaveAttribute('href', '/zh/');
    const main = screen.getByRole('navigation', { name: '主导航' });
    expect(within(main).getByRole('link', { name: '指南' })).toHaveAttribute('href', '/zh/guide/');
    expect(within(main).getByRole('link', { name: '价格' })).toHaveAttribute(
      'href',
      '/zh/pricing.html',
    );
  });

  it('opens dropdowns one at a time and closes them with Escape', async () => {
    renderPage(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: 'Community' }));
    expect(screen.getByRole('link', { name: /Telegram group/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('link', { name: /Telegram group/, hidden: true })).not.toBeVisible();
    expect(screen.getByRole('link', { name: /Live demo/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: /Live demo/, hidden: true })).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
  });

  it('offers this page in the other language', async () => {
    renderPage(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    const chinese = screen.getByRole('link', { name: '简体中文' });
    expect(chinese).toHaveAttribute('href', '/zh/guide/install/docker.html');
    expect(chinese).toHaveAttribute('hreflang', 'zh-CN');
  });

  it('opens the full-screen menu on mobile and closes it on route change', async () => {
    const viewport = mockViewport(true);
    const at = (pathname: string) => (
      <ColorModeProvider config="switch">
        <PageProvider value={{ ...defaultPage, pathname }}>
          <Navbar />
        </PageProvider>
      </ColorModeProvider>
    );
    const { rerender } = render(at('/guide/'));
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getByRole('link', { name: '简体中文' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Guide' })).toHaveAttribute('href', '/guide/');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    rerender(at('/guide/'));
    expect(document.getElementById('mobile-menu')).not.toBeNull();
    rerender(at('/config/'));
    expect(document.getElementById('mobile-menu')).toBeNull();
    viewport.restore();
  });

  it('closes the mobile menu when the window grows past 719 px', async () => {
    const viewport = mockViewport(true);
    renderPage(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.getElementById('mobile-menu')).not.toBeNull();
    viewport.resize(false);
    expect(document.getElementById('mobile-menu')).toBeNull();
    viewport.restore();
  });

  it('closes the mobile menu with Escape and returns focus to its button', async () => {
    const viewport = mockViewport(true);
    renderPage(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    viewport.restore();
  });

  it('makes the rest of the page inert while the mobile menu is open, and restores it', async () => {
    const viewport = mockViewport(true);
    renderPage(
      <>
        <Navbar />
        <main>
          <a href="/guide/">Behind the menu</a>
        </main>
      </>,
    );
    const main = screen.getByRole('main');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(main.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('banner').closest('[inert]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(main.closest('[inert]')).toBeNull();
    viewport.restore();
  });
});
