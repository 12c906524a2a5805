import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import changelog from '../../../content/data/changelog.yaml';
import { PageProvider } from '../../../src/providers/PageProvider';
import type { Locale } from '../../../src/lib/locales';
import { Changelog, type ChangelogData } from '../../../src/mdx/Changelog';
import { PageDataProvider } from '../../../src/providers/PageDataProvider';

const sample: ChangelogData = {
  releases: [
    {
      version: 'v3.2.0',
      date: '2025-03-01',
      summary: { en: 'Spring release.', zh: '春季版本。' },
      highlights: [{ en: 'New `kill` command.', zh: '新增 `kill` 命令。' }],
    },
    {
      version: 'v3.1.0',
      date: '2024-12-31',
      highlights: [{ en: 'Faster lists.', zh: '列表更快。' }],
    },
    { version: 'v3.0.0', highlights: [{ en: 'First release.', zh: '首个版本。' }] },
  ],
};

function renderWith(node: ReactNode, locale: Locale = 'en', data: unknown = sample) {
  return render(
    <PageProvider value={{ pathname: '/guide/changelog.html', locale, alternates: [] }}>
      <PageDataProvider value={{ changelog: data }}>{node}</PageDataProvider>
    </PageProvider>,
  );
}

describe('Changelog', () => {
  it('renders every release as a card with a link, a date and its highlights', () => {
    renderWith(<Changelog />);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'v3.2.0',
      'v3.1.0',
      'v3.0.0',
    ]);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: /v3\.2\.0/ })).toHaveAttribute(
      'href',
      'https://github.com/alist-org/alist/releases/tag/v3.2.0',
    );
    expect(first.getByText('Mar 1, 2025')).toHaveAttribute('datetime', '2025-03-01');
    expect(first.getByText('Spring release.')).toBeInTheDocument();
    expect(first.getByText('kill', { selector: 'code' })).toBeInTheDocument();
    expect(cards[2]!.querySelector('time')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('filters by year or to the undated releases', () => {
    const { unmount } = renderWith(<Changelog year={2024} />);
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'v3.1.0',
    ]);
    unmount();
    renderWith(<Changelog undated />);
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'v3.0.0',
    ]);
  });

  it('shows the Chinese text on Chinese pages', () => {
    renderWith(<Changelog />, 'zh');
    expect(screen.getByText('春季版本。')).toBeInTheDocument();
    expect(screen.getByText('首个版本。')).toBeInTheDocument();
  });

  it('reads the real data file: newest first, every text in both languages', () => {
    const data = changelog as ChangelogData;
    const dated = data.releases.filter((release) => release.date).map((release) => release.date!);
    expect([...dated].sort().reverse()).toEqual(dated);
    for (const release of data.releases) {
      expect(release.version).toMatch(/^v3\.\d+\.\d+$/);
      if (release.date) expect(release.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(release.highlights.length).toBeGreaterThan(0);
      for (const text of [...release.highlights, ...(release.summary ? [release.summary] : [])]) {
        expect(text.en).toBeTruthy();
        expect(text.zh).toBeTruthy();
      }
    }
    renderWith(<Changelog />, 'en', data);
    expect(screen.getAllByRole('article')).toHaveLength(data.releases.length);
  });
});
