import { render, screen, within } from '@testing-library/react';
import { inLanguage } from '../../utils/i18n';
import type { Catalog } from '../../../src/lib/catalog';
import type { Locale } from '../../../src/lib/locales';
import type { PageData } from '../../../src/lib/pageContext';
import { AutoCatalog } from '../../../src/mdx/AutoCatalog';
import { PageDataProvider } from '../../../src/providers/PageDataProvider';

const install: Catalog = {
  title: 'Install',
  entries: [
    {
      text: 'One-click script',
      link: '/guide/install/script.html',
      icon: 'terminal',
      description: 'Install, update or remove AList with one command',
    },
    { text: 'Docker', link: '/guide/install/docker.html' },
  ],
};

const api: Catalog = {
  title: 'API',
  entries: [
    { text: 'File system', link: '/guide/api/fs.html' },
    {
      text: 'Admin',
      link: '/guide/api/admin/',
      children: [
        { text: 'Users', link: '/guide/api/admin/user.html', description: 'Create and edit users' },
        { text: 'Storages', link: '/guide/api/admin/storage.html' },
      ],
    },
  ],
};

const renderWith = (data: PageData, base?: string, language: Locale = 'en') =>
  render(
    <PageDataProvider value={data}>
      <AutoCatalog base={base} />
    </PageDataProvider>,
    { wrapper: inLanguage(language) },
  );

describe('AutoCatalog', () => {
  it("lists the page's own folder in the order the build gave, with summaries", () => {
    renderWith({ 'catalog:': install, 'catalog:/guide/api/': api, tools: {} });
    const nav = screen.getByRole('navigation', { name: 'Pages in Install' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['One-click script', '/guide/install/script.html'],
      ['Docker', '/guide/install/docker.html'],
    ]);
    expect(links[0]!.querySelector('svg')).not.toBeNull();
    expect(within(nav).getByText('Install, update or remove AList with one command')).toBeVisible();
  });

  it('lists the folder named by base, with sub-folders one level down', () => {
    renderWith({ 'catalog:': install, 'catalog:/guide/api/': api }, '/guide/api/');
    const nav = screen.getByRole('navigation', { name: 'Pages in API' });
    const admin = within(nav).getByRole('link', { name: 'Admin' }).closest('li')!;
    expect(
      within(admin)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Admin', 'Users', 'Storages']);
    expect(within(admin).getByRole('list')).toBeInTheDocument();
    expect(within(admin).getByText('Create and edit users')).toBeInTheDocument();
  });

  it('labels the list in the reader’s language', () => {
    renderWith({ 'catalog:': { ...install, title: '安装' } }, undefined, 'zh');
    expect(screen.getByRole('navigation', { name: '安装下的页面' })).toBeInTheDocument();
  });

  it('fails loudly when the build handed over no list', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWith({ 'catalog:': install }, '/faq/')).toThrow(
      /<AutoCatalog base="\/faq\/"> has no list from the build/,
    );
    error.mockRestore();
  });
});
