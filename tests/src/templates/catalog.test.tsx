import { screen, within } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { renderPage } from '../../utils/renderPage';
import { catalogDataKey } from '../../../src/lib/catalog';
import type { ContentPageContext } from '../../../src/lib/pageContext';
import CatalogTemplate from '../../../src/templates/catalog';

const context: ContentPageContext = {
  id: 'catalog:en/guide/api/admin',
  key: 'guide/api/admin/index',
  title: 'Admin',
  language: 'en',
  pagePath: '/guide/api/admin/',
  alternates: [{ locale: 'zh', path: '/zh/guide/api/admin/', exists: true }],
  sidebar: 'sidebar-en-guide',
  prev: null,
  next: null,
  breadcrumbs: [{ text: null, link: '/' }, { text: 'API', link: '/guide/api/' }, { text: 'Admin' }],
  editUrl: null,
  data: {
    [catalogDataKey()]: {
      title: 'Admin',
      entries: [
        { text: 'Users', link: '/guide/api/admin/user.html' },
        { text: 'Storages', link: '/guide/api/admin/storage.html' },
      ],
    },
  },
};

describe('the catalog page of a folder without an index page', () => {
  it('shows the title, breadcrumbs and the list of its pages, without contents', () => {
    renderPage(
      <CatalogTemplate {...({ pageContext: context } as PageProps<object, ContentPageContext>)} />,
      { page: { pathname: '/guide/api/admin/', locale: 'en', alternates: context.alternates } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'API' })).toHaveAttribute(
      'href',
      '/guide/api/',
    );
    const list = screen.getByRole('navigation', { name: 'Pages in Admin' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/guide/api/admin/user.html', '/guide/api/admin/storage.html']);
    expect(screen.queryByText('On this page')).toBeNull();
  });
});
