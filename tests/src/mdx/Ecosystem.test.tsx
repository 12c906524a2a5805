import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import ecosystem from '../../../content/data/ecosystem.yaml';
import { PageProvider } from '../../../src/providers/PageProvider';
import type { Locale } from '../../../src/lib/locales';
import { Ecosystem, type EcosystemData } from '../../../src/mdx/Ecosystem';
import { PageDataProvider } from '../../../src/providers/PageDataProvider';

const sample: EcosystemData = {
  projects: [
    {
      name: 'alist-org/alist-web',
      url: 'https://github.com/alist-org/alist-web',
      kind: 'official',
      description: { en: 'The web interface.', zh: '网页前端。' },
    },
    {
      name: 'Some player',
      url: 'https://www.player.example/',
      kind: 'community',
      description: { en: 'Plays WebDAV.', zh: '播放 WebDAV。' },
    },
  ],
};

function renderWith(node: ReactNode, locale: Locale = 'en', data: unknown = sample) {
  return render(
    <PageProvider value={{ pathname: '/guide/ecosystem.html', locale, alternates: [] }}>
      <PageDataProvider value={{ ecosystem: data }}>{node}</PageDataProvider>
    </PageProvider>,
  );
}

describe('Ecosystem', () => {
  it('shows each project with a link, its host and a description', () => {
    renderWith(<Ecosystem />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const web = within(screen.getByRole('article', { name: 'alist-org/alist-web' }));
    expect(web.getByRole('link', { name: /alist-org\/alist-web/ })).toHaveAttribute(
      'href',
      'https://github.com/alist-org/alist-web',
    );
    expect(web.getByText('github.com')).toBeInTheDocument();
    expect(web.getByText('The web interface.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Some player' })).getByText('player.example'),
    ).toBeInTheDocument();
  });

  it('filters by kind and speaks the page language', () => {
    renderWith(<Ecosystem kind="community" />, 'zh');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('播放 WebDAV。')).toBeInTheDocument();
    expect(screen.queryByText('网页前端。')).toBeNull();
  });

  it('reads the real data file: both kinds, https links, both languages', () => {
    const data = ecosystem as EcosystemData;
    const kinds = new Set(data.projects.map((project) => project.kind));
    expect([...kinds].sort()).toEqual(['community', 'official']);
    const urls = data.projects.map((project) => project.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const project of data.projects) {
      expect(project.url).toMatch(/^https:\/\//);
      expect(project.description.en).toBeTruthy();
      expect(project.description.zh).toBeTruthy();
    }
    renderWith(<Ecosystem kind="official" />, 'en', data);
    expect(screen.getAllByRole('article')).toHaveLength(
      data.projects.filter((project) => project.kind === 'official').length,
    );
  });
});
