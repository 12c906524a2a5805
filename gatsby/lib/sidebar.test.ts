import {
  buildSidebar,
  compareItems,
  flattenSidebar,
  folderItems,
  folderTitle,
  neighbours,
  sectionOf,
  type PageEntry,
} from './sidebar';

const page = (key: string, title: string, extra: Partial<PageEntry> = {}): PageEntry => ({
  key,
  path: key.endsWith('/index') ? `/${key.slice(0, -5)}` : `/${key}.html`,
  title,
  inSidebar: true,
  ...extra,
});

const pages: PageEntry[] = [
  page('guide/index', 'Introduction', { icon: 'guide' }),
  page('guide/webdav', 'WebDAV', { order: 9 }),
  page('guide/changelog', 'Changelog', { order: 43 }),
  page('guide/community', 'Community'),
  page('guide/install/index', 'Install', { order: 1, icon: 'install' }),
  page('guide/install/docker', 'Use Docker', { order: 5 }),
  page('guide/install/script', 'One-click script', { order: 1 }),
  page('guide/install/manual', 'Manual', { order: 3 }),
  page('guide/api/index', 'API', { order: 5 }),
  page('guide/api/fs', 'fs', { order: 3 }),
  page('guide/api/admin/index', 'Admin'),
  page('guide/api/admin/user', 'user', { order: 1 }),
  page('guide/drafts/secret', 'Hidden', { inSidebar: false }),
  page('guide/advanced/index', 'Advanced', { order: 5 }),
  page('config/index', 'Config'),
];

describe('buildSidebar', () => {
  const sidebar = buildSidebar(pages, 'guide', 'en-US');

  it('starts with the section index, then sorts by order and title', () => {
    expect(sidebar.map((item) => item.text)).toEqual([
      'Introduction',
      'Install',
      'Advanced',
      'API',
      'WebDAV',
      'Changelog',
      'Community',
    ]);
  });

  it('makes folders into groups linked to their index page', () => {
    const install = sidebar[1]!;
    expect(install).toMatchObject({
      type: 'group',
      key: 'guide/install',
      link: '/guide/install/',
      icon: 'install',
    });
    expect(install.type === 'group' && install.children.map((child) => child.text)).toEqual([
      'One-click script',
      'Manual',
      'Use Docker',
    ]);
  });

  it('nests sub-folders and leaves out hidden pages and empty folders', () => {
    const api = sidebar.find((item) => item.text === 'API');
    expect(api?.type === 'group' && api.children.map((child) => child.text)).toEqual([
      'fs',
      'Admin',
    ]);
    expect(JSON.stringify(sidebar)).not.toMatch(/Hidden|drafts/);
    expect(sidebar.find((item) => item.text === 'Advanced')).toMatchObject({
      type: 'group',
      children: [],
    });
  });

  it('lists any folder the same way, without its own index page (for catalogs)', () => {
    const api = sidebar.find((item) => item.text === 'API');
    expect(api?.type === 'group' && folderItems(pages, 'guide/api', 'en-US')).toEqual(
      api?.type === 'group' && api.children,
    );
    expect(folderItems(pages, 'guide/api/admin', 'en-US')).toEqual([
      { type: 'link', text: 'user', link: '/guide/api/admin/user.html' },
    ]);
    expect(folderItems(pages, 'guide/drafts', 'en-US')).toEqual([]);
    expect(folderTitle('guide/api/admin')).toBe('Admin');
  });

  it('does not leak the sort key', () => {
    expect(JSON.stringify(sidebar)).not.toMatch(/"order"/);
  });

  it('flattens to reading order and finds neighbours', () => {
    const flat = flattenSidebar(sidebar).map((entry) => entry.link);
    expect(flat.slice(0, 5)).toEqual([
      '/guide/',
      '/guide/install/',
      '/guide/install/script.html',
      '/guide/install/manual.html',
      '/guide/install/docker.html',
    ]);
    const around = neighbours(flattenSidebar(sidebar), '/guide/install/script.html');
    expect(around.prev?.link).toBe('/guide/install/');
    expect(around.next?.link).toBe('/guide/install/manual.html');
    expect(neighbours(flattenSidebar(sidebar), '/nowhere.html')).toEqual({
      prev: null,
      next: null,
    });
  });
});

describe('sections', () => {
  it('picks the longest configured folder', () => {
    expect(sectionOf('guide/install/docker', ['/guide/', '/guide/install/'])).toBe('guide/install');
    expect(sectionOf('guide/index', ['/guide/'])).toBe('guide');
    expect(sectionOf('guidebook/x', ['/guide/'])).toBeNull();
    expect(sectionOf('pricing', ['/guide/'])).toBeNull();
  });

  it('sorts ordered items before the rest, ties by title', () => {
    const collator = new Intl.Collator('en', { numeric: true });
    expect(compareItems({ order: 2, text: 'b' }, { order: 10, text: 'a' }, collator)).toBeLessThan(
      0,
    );
    expect(
      compareItems({ order: null, text: 'a' }, { order: 1, text: 'z' }, collator),
    ).toBeGreaterThan(0);
    expect(
      compareItems({ order: 1, text: 'page 10' }, { order: 1, text: 'page 9' }, collator),
    ).toBeGreaterThan(0);
  });
});
