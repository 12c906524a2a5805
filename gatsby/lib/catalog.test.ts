import type { SidebarItem } from '../../src/lib/sidebarModel';
import { catalogDataKey, catalogFrom } from '../../src/lib/catalog';
import { autoCatalogRequests, catalogEntries, folderOfPage, resolveCatalogFolder } from './catalog';

describe('autoCatalogRequests', () => {
  it('finds each <AutoCatalog> and its base, null for none', () => {
    const body = [
      'Intro text.',
      '',
      '<AutoCatalog />',
      '',
      '<AutoCatalog base="/guide/install/" />',
      "<AutoCatalog base='../api/'/>",
      '<AutoCatalog base={"/faq/"} />',
      '<AutoCatalog',
      '  base="./admin/"',
      '/>',
    ].join('\n');
    expect(autoCatalogRequests(body)).toEqual({
      bases: [null, '/guide/install/', '../api/', '/faq/', './admin/'],
      problems: [],
    });
  });

  it('ignores examples in code blocks, inline code and comments', () => {
    const body = [
      'Write `<AutoCatalog base="/inline/" />` to list a folder.',
      '',
      '```mdx',
      '<AutoCatalog base="/fenced/" />',
      '```',
      '',
      '~~~~',
      '<AutoCatalog />',
      '```',
      'still code',
      '~~~~',
      '{/* <AutoCatalog base="/comment/" /> */}',
      '',
      '<AutoCatalog base="/real/" />',
    ].join('\n');
    expect(autoCatalogRequests(body).bases).toEqual(['/real/']);
  });

  it('does not take other components for it', () => {
    expect(autoCatalogRequests('<AutoCatalogue /> <Tabs />').bases).toEqual([]);
    expect(autoCatalogRequests('no components here').bases).toEqual([]);
  });

  it('reports a base the build cannot read', () => {
    const result = autoCatalogRequests('<AutoCatalog base={folder} />');
    expect(result.bases).toEqual([]);
    expect(result.problems).toEqual([expect.stringContaining('needs "base" as a plain string')]);
  });
});

describe('resolveCatalogFolder', () => {
  it("uses the page's own folder without a base", () => {
    expect(folderOfPage('guide/install/index')).toBe('guide/install');
    expect(folderOfPage('guide/install/docker')).toBe('guide/install');
    expect(resolveCatalogFolder(null, 'guide/api/index')).toBe('guide/api');
    expect(resolveCatalogFolder(null, 'guide/writing-docs')).toBe('guide');
    expect(resolveCatalogFolder(null, 'pricing')).toBeNull();
  });

  it('reads site folders with or without the locale prefix and the slashes', () => {
    expect(resolveCatalogFolder('/guide/install/', 'faq/index')).toBe('guide/install');
    expect(resolveCatalogFolder('/guide/install', 'faq/index')).toBe('guide/install');
    expect(resolveCatalogFolder('/zh/guide/api/admin/', 'faq/index')).toBe('guide/api/admin');
  });

  it("resolves relative folders against the page's folder", () => {
    expect(resolveCatalogFolder('./admin/', 'guide/api/index')).toBe('guide/api/admin');
    expect(resolveCatalogFolder('admin', 'guide/api/index')).toBe('guide/api/admin');
    expect(resolveCatalogFolder('../install/', 'guide/api/index')).toBe('guide/install');
    expect(resolveCatalogFolder('../../../x/', 'guide/api/index')).toBeNull();
    expect(resolveCatalogFolder('/', 'guide/api/index')).toBeNull();
  });
});

describe('catalogEntries', () => {
  const items: SidebarItem[] = [
    { type: 'link', text: 'Script', link: '/guide/install/script.html', icon: 'terminal' },
    {
      type: 'group',
      key: 'guide/api',
      text: 'API',
      link: '/guide/api/',
      children: [
        { type: 'link', text: 'fs', link: '/guide/api/fs.html' },
        { type: 'group', key: 'guide/api/admin', text: 'Admin', children: [] },
      ],
    },
    { type: 'group', key: 'guide/extra', text: 'Extra', children: [] },
  ];
  const descriptions = new Map([
    ['/guide/install/script.html', 'One command'],
    ['/guide/api/fs.html', 'Files'],
  ]);
  const entries = catalogEntries(items, {
    describe: (path) => descriptions.get(path),
    folderLink: (key) => `/zh/${key}/`,
  });

  it('keeps order, titles and icons, and adds descriptions', () => {
    expect(entries[0]).toEqual({
      text: 'Script',
      link: '/guide/install/script.html',
      icon: 'terminal',
      description: 'One command',
    });
  });

  it('nests one level: deeper folders become links to their page', () => {
    expect(entries[1]).toEqual({
      text: 'API',
      link: '/guide/api/',
      children: [
        { text: 'fs', link: '/guide/api/fs.html', description: 'Files' },
        { text: 'Admin', link: '/zh/guide/api/admin/' },
      ],
    });
  });

  it('links a folder without an index page to the page the build makes for it', () => {
    expect(entries[2]).toEqual({ text: 'Extra', link: '/zh/guide/extra/', children: [] });
  });
});

describe('catalog page data', () => {
  it('keeps each base under its own key, apart from data file names', () => {
    expect(catalogDataKey()).toBe('catalog:');
    expect(catalogDataKey(' /faq/ ')).toBe('catalog:/faq/');
    const catalog = { title: 'FAQ', entries: [] };
    expect(catalogFrom({ 'catalog:/faq/': catalog }, '/faq/')).toBe(catalog);
    expect(catalogFrom({ 'catalog:/faq/': catalog })).toBeNull();
    expect(catalogFrom({ tools: { entries: 'not a catalog' }, 'catalog:': 3 })).toBeNull();
  });
});
