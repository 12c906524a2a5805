import { screen } from '@testing-library/react';
import { renderPage } from '../../utils/renderPage';
import { LinkCard, VPCard } from '../../../src/mdx/LinkCard';

describe('LinkCard', () => {
  it('is one link named by its title and line, opening other sites in a new tab', () => {
    renderPage(
      <LinkCard
        title="S3 Browser (portable zip)"
        desc="Windows client."
        link="https://s3browser.com/download/s3browser-11-6-7.zip"
        background="rgba(94, 239, 227, 0.15)"
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    const link = links[0]!;
    expect(link).toHaveAccessibleName(
      'S3 Browser (portable zip) Windows client. (opens in a new tab)',
    );
    expect(link).toHaveAttribute('href', 'https://s3browser.com/download/s3browser-11-6-7.zip');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // No logo: a decorative icon on the author's background.
    const tile = link.firstElementChild as HTMLElement;
    expect(tile.style.background).toBe('rgba(94, 239, 227, 0.15)');
    expect(tile.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a logo as decoration, not as part of the name', () => {
    renderPage(
      <VPCard title="S3Drive" link="https://github.com/s3drive/app" logo="/img/logo.svg" />,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('S3Drive (opens in a new tab)');
    const logo = link.querySelector('img');
    expect(logo).toHaveAttribute('alt', '');
    expect(logo).toHaveAttribute('src', '/img/logo.svg');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('takes a page of this site to the reader’s language', () => {
    renderPage(<LinkCard title="Install" link="/guide/install/docker.html" />, {
      page: { pathname: '/zh/guide/advanced/s3.html', locale: 'zh', alternates: [] },
    });
    expect(screen.getByRole('link', { name: 'Install' })).toHaveAttribute(
      'href',
      '/zh/guide/install/docker.html',
    );
  });
});
