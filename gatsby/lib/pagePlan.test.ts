import {
  planPages,
  templateFor,
  sidebarSliceId,
  type ContentFile,
  type SiteOptions,
} from './pagePlan';

const file = (
  locale: 'en' | 'zh',
  relativePath: string,
  title: string,
  extra: Partial<ContentFile> = {},
): ContentFile => ({
  id: `${locale}:${relativePath}`,
  locale,
  relativePath,
  absolutePath: `/site/content/${locale}/${relativePath}`,
  title,
  inSidebar: true,
  home: false,
  portfolio: false,
  sidebarDisabled: false,
  breadcrumbExclude: false,
  prev: null,
  next: null,
  ...extra,
});

const options: SiteOptions = {
  sections: ['/guide/', '/faq/'],
  docsRepo: 'https://github.com/o/docs',
  docsBranch: 'main',
  docsDir: 'content',
  editLinkPattern: ':repo/edit/:branch/:path',
};

const files = [
  file('en', 'index.mdx', 'Home', { home: true }),
  file('en', 'pricing.mdx', 'Pricing', { sidebarDisabled: true }),
  file('en', 'community/index.mdx', 'Community'),
  file('en', 'guide/index.mdx', 'Introduction'),
  file('en', 'guide/install/index.mdx', 'Install', { order: 1, shortTitle: 'Setup' }),
  file('en', 'guide/install/script.mdx', 'Script', { order: 1 }),
  file('en', 'guide/install/docker.mdx', 'Docker', { order: 2, next: { disabled: true } }),
  file('en', 'guide/webdav.mdx', 'WebDAV', {
    order: 9,
    prev: { disabled: false, link: '../pricing.mdx', text: 'Plans' },
  }),
  file('en', 'tool/onedrive/webdav.mdx', 'OneDrive WebDAV URL'),
  file('zh', 'index.mdx', '首页', { home: true }),
  file('zh', 'guide/index.mdx', '简介'),
  file('zh', 'guide/install/index.mdx', '安装', { order: 1 }),
  file('zh', 'guide/install/docker.mdx', '使用 Docker', { order: 2 }),
];

const plan = planPages(files, options);
const byPath = (path: string) => plan.pages.find((page) => page.path === path)!;

describe('planPages', () => {
  it('makes one page per file per locale, and one per folder without an index', () => {
    expect(plan.pages.map((page) => page.path).sort()).toEqual(
      [
        '/',
        '/community/',
        '/guide/',
        '/guide/install/',
        '/guide/install/docker.html',
        '/guide/install/script.html',
        '/guide/webdav.html',
        '/pricing.html',
        '/tool/',
        '/tool/onedrive/',
        '/tool/onedrive/webdav.html',
        '/zh/',
        '/zh/guide/',
        '/zh/guide/install/',
        '/zh/guide/install/docker.html',
      ].sort(),
    );
  });

  it('chooses templates from front matter and path', () => {
    expect(byPath('/').template).toBe('home');
    expect(byPath('/tool/onedrive/webdav.html').template).toBe('tool');
    expect(byPath('/guide/').template).toBe('doc');
    expect(templateFor({ home: false, portfolio: true, relativePath: 'me.mdx' })).toBe('portfolio');
  });

  it('gives section pages their sidebar and none to tools, pricing or home', () => {
    expect(byPath('/guide/install/docker.html').context.sidebar).toBe('sidebar-en-guide');
    const guide = plan.sidebars.find((sidebar) => sidebar.id === 'sidebar-en-guide');
    expect(guide?.items[0]).toMatchObject({ text: 'Introduction' });
    expect(byPath('/tool/onedrive/webdav.html').context.sidebar).toBeNull();
    expect(byPath('/pricing.html').context.sidebar).toBeNull();
    expect(byPath('/').context.sidebar).toBeNull();
  });

  it('builds each sidebar once per locale and section, whatever the number of its pages', () => {
    const ids = plan.sidebars.map((sidebar) => sidebar.id);
    expect(new Set(ids).size).toBe(ids.length);
    const users = new Set(plan.pages.map((page) => page.context.sidebar).filter(Boolean));
    expect([...users].sort()).toEqual([...ids].sort());
  });

  it('names sidebar slices by locale and section', () => {
    expect(sidebarSliceId('zh', '/guide/')).toBe('sidebar-zh-guide');
    expect(sidebarSliceId('en', '/guide/advanced/')).toBe('sidebar-en-guide-advanced');
  });

  it('warns about doc pages that no sidebar covers, naming them', () => {
    expect(plan.warnings).toEqual([
      expect.stringContaining(
        'en/community/index.mdx: no sidebar configuration covers /community/',
      ),
    ]);
  });

  it('derives prev/next from the sidebar and applies overrides', () => {
    const script = byPath('/guide/install/script.html').context;
    expect(script.prev).toEqual({ text: 'Setup', link: '/guide/install/' });
    expect(script.next).toEqual({ text: 'Docker', link: '/guide/install/docker.html' });
    expect(byPath('/guide/install/docker.html').context.next).toBeNull();
    expect(byPath('/guide/webdav.html').context.prev).toEqual({
      text: 'Plans',
      link: '/pricing.html',
    });
  });

  it('builds breadcrumbs from the folders, starting at Home', () => {
    expect(byPath('/guide/install/docker.html').context.breadcrumbs).toEqual([
      { text: null, link: '/' },
      { text: 'Introduction', link: '/guide/' },
      { text: 'Setup', link: '/guide/install/' },
      { text: 'Docker' },
    ]);
    expect(byPath('/zh/guide/install/').context.breadcrumbs).toEqual([
      { text: null, link: '/zh/' },
      { text: '简介', link: '/zh/guide/' },
      { text: '安装' },
    ]);
    expect(byPath('/tool/onedrive/webdav.html').context.breadcrumbs).toEqual([
      { text: null, link: '/' },
      { text: 'Tool', link: '/tool/' },
      { text: 'Onedrive', link: '/tool/onedrive/' },
      { text: 'OneDrive WebDAV URL' },
    ]);
    expect(byPath('/').context.breadcrumbs).toEqual([{ text: null, link: '/' }]);
  });

  it('links each page to its counterpart, or to the other home', () => {
    expect(byPath('/guide/install/docker.html').context.alternates).toEqual([
      { locale: 'zh', path: '/zh/guide/install/docker.html', exists: true },
    ]);
    expect(byPath('/guide/webdav.html').context.alternates).toEqual([
      { locale: 'zh', path: '/zh/', exists: false },
    ]);
    expect(byPath('/zh/guide/').context.alternates).toEqual([
      { locale: 'en', path: '/guide/', exists: true },
    ]);
  });

  it('fills the language, the address and the edit link', () => {
    const page = byPath('/zh/guide/install/docker.html').context;
    expect(page).toMatchObject({ language: 'zh', pagePath: '/zh/guide/install/docker.html' });
    expect(page.editUrl).toBe(
      'https://github.com/o/docs/edit/main/content/zh/guide/install/docker.mdx',
    );
  });

  it('refuses two files that claim one URL', () => {
    const clash = planPages(
      [file('en', 'a.mdx', 'A'), file('en', 'a/index.mdx', 'A index')],
      options,
    );
    expect(clash.errors).toEqual([
      expect.stringMatching(/a\/index\.mdx and en\/a\.mdx both want the URL \/a\//),
    ]);
  });
});

describe('catalogs', () => {
  const catalogFiles = [
    file('en', 'guide/index.mdx', 'Introduction'),
    file('en', 'guide/api/index.mdx', 'API', { catalogs: [null, '/guide/api/admin/'] }),
    file('en', 'guide/api/fs.mdx', 'File system', { order: 2, excerpt: 'List and move files' }),
    file('en', 'guide/api/auth.mdx', 'Authentication', { order: 1, icon: 'lock' }),
    file('en', 'guide/api/draft.mdx', 'Draft', { inSidebar: false }),
    file('en', 'guide/api/admin/user.mdx', 'Users', { order: 1 }),
    file('en', 'guide/api/admin/storage.mdx', 'Storages', { order: 2 }),
    file('en', 'guide/api/admin/deep/one.mdx', 'Deep one'),
    file('en', 'guide/writing-docs.mdx', 'Writing docs', { catalogs: ['./api/admin/'] }),
    file('zh', 'guide/index.mdx', '简介'),
    file('zh', 'guide/api/admin/user.mdx', '用户'),
    file('en', 'guide/drafts/secret.mdx', 'Secret', { inSidebar: false }),
  ];
  const result = planPages(catalogFiles, options);
  const page = (path: string) => result.pages.find((candidate) => candidate.path === path);

  it('hands a page the catalog of its own folder, in sidebar order with summaries', () => {
    expect(result.errors).toEqual([]);
    expect(page('/guide/api/')!.context.data!['catalog:']).toEqual({
      title: 'API',
      entries: [
        { text: 'Authentication', link: '/guide/api/auth.html', icon: 'lock' },
        { text: 'File system', link: '/guide/api/fs.html', description: 'List and move files' },
        {
          text: 'Admin',
          link: '/guide/api/admin/',
          children: [
            { text: 'Users', link: '/guide/api/admin/user.html' },
            { text: 'Storages', link: '/guide/api/admin/storage.html' },
            { text: 'Deep', link: '/guide/api/admin/deep/' },
          ],
        },
      ],
    });
  });

  it('hands over the catalog of a named folder, under the base as written', () => {
    const admin = page('/guide/writing-docs.html')!.context.data!['catalog:./api/admin/'];
    expect(admin).toMatchObject({ title: 'Admin' });
    expect(page('/guide/api/')!.context.data!['catalog:/guide/api/admin/']).toEqual(admin);
    expect(page('/guide/api/fs.html')!.context.data).toBeUndefined();
  });

  it('makes a catalog page for each folder without an index, in its own locale', () => {
    const admin = page('/guide/api/admin/')!;
    expect(admin.template).toBe('catalog');
    expect(admin.absolutePath).toBeNull();
    expect(admin.context).toMatchObject({
      key: 'guide/api/admin/index',
      title: 'Admin',
      sidebar: 'sidebar-en-guide',
      editUrl: null,
      alternates: [{ locale: 'zh', path: '/zh/guide/api/admin/', exists: true }],
      breadcrumbs: [
        { text: null, link: '/' },
        { text: 'Introduction', link: '/guide/' },
        { text: 'API', link: '/guide/api/' },
        { text: 'Admin' },
      ],
    });
    expect(admin.context.data!['catalog:']).toMatchObject({ title: 'Admin' });
    const zh = page('/zh/guide/api/admin/')!;
    expect(zh.context.data!['catalog:']).toEqual({
      title: 'Admin',
      entries: [{ text: '用户', link: '/zh/guide/api/admin/user.html' }],
    });
    expect(zh.context.breadcrumbs).toEqual([
      { text: null, link: '/zh/' },
      { text: '简介', link: '/zh/guide/' },
      { text: 'Api', link: '/zh/guide/api/' },
      { text: 'Admin' },
    ]);
    expect(page('/zh/guide/api/')!.template).toBe('catalog');
    expect(page('/guide/api/admin/deep/')!.context.breadcrumbs).toContainEqual({
      text: 'Admin',
      link: '/guide/api/admin/',
    });
  });

  it('makes no catalog page for a folder with nothing listed, or an address that redirects', () => {
    expect(page('/guide/drafts/')).toBeUndefined();
    const redirected = planPages(catalogFiles, {
      ...options,
      redirected: new Set(['/guide/api/admin/']),
    });
    const paths = redirected.pages.map((candidate) => candidate.path);
    expect(paths).not.toContain('/guide/api/admin/');
    expect(paths).toContain('/zh/guide/api/admin/');
  });

  it('leaves an address to the file that owns it', () => {
    const owned = planPages([file('en', 'a.mdx', 'A'), file('en', 'a/b.mdx', 'B')], options);
    expect(owned.errors).toEqual([]);
    expect(owned.pages.map((candidate) => candidate.path)).toEqual(['/a.html', '/a/b.html']);
  });

  it('fails naming the file when a catalog has nothing to list or no folder', () => {
    const broken = planPages(
      [
        file('en', 'guide/empty.mdx', 'Empty', { catalogs: ['/guide/nothing/'] }),
        file('en', 'pricing.mdx', 'Pricing', { catalogs: [null] }),
      ],
      options,
    );
    expect(broken.errors).toEqual([
      expect.stringMatching(
        /^en\/guide\/empty\.mdx: <AutoCatalog base="\/guide\/nothing\/" \/> has nothing to list: content\/en\/guide\/nothing\//,
      ),
      expect.stringMatching(/^en\/pricing\.mdx: <AutoCatalog \/> names no folder/),
    ]);
  });
});

describe('translations whose English moved on', () => {
  it('mark the Chinese page, never the English one, and only the pages named', () => {
    const marked = planPages(files, {
      ...options,
      translationsBehind: new Set(['guide/install/docker']),
    });
    const at = (path: string) => marked.pages.find((page) => page.path === path)!.context;
    expect(at('/zh/guide/install/docker.html').englishMovedOn).toBe(true);
    expect(at('/guide/install/docker.html').englishMovedOn).toBeUndefined();
    expect(at('/zh/guide/install/').englishMovedOn).toBeUndefined();
    expect(byPath('/zh/guide/install/docker.html').context.englishMovedOn).toBeUndefined();
  });
});
