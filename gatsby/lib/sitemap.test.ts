import { sitemapPages, sitemapXml } from './sitemap';

it('lists pages with hreflang alternates only where both exist', () => {
  const xml = sitemapXml(
    [
      {
        path: '/guide/',
        locale: 'en',
        alternates: [{ locale: 'zh', path: '/zh/guide/', exists: true }],
      },
      {
        path: '/guide/webdav.html',
        locale: 'en',
        alternates: [{ locale: 'zh', path: '/zh/', exists: false }],
      },
    ],
    'https://docs.example',
  );
  expect(xml).toContain('<loc>https://docs.example/guide/</loc>');
  expect(xml).toContain(
    '<xhtml:link rel="alternate" hreflang="zh-CN" href="https://docs.example/zh/guide/"/>',
  );
  expect(xml).toContain(
    '<xhtml:link rel="alternate" hreflang="en-US" href="https://docs.example/guide/"/>',
  );
  expect(xml.match(/<url>/g)).toHaveLength(2);
  expect(xml).not.toContain('href="https://docs.example/zh/"');
});

it('gives each page the git time of its file, and none to pages without one', () => {
  const pages = sitemapPages(
    [
      {
        path: '/guide/',
        pageContext: {
          id: 'mdx-guide',
          language: 'en',
          alternates: [{ locale: 'zh', path: '/zh/guide/', exists: true }],
        },
      },
      // A folder page the build made (no file of its own).
      { path: '/guide/advanced/', pageContext: { id: '', language: 'en', alternates: [] } },
    ],
    new Map([['mdx-guide', '2024-05-01T10:00:00+08:00']]),
  );
  expect(pages).toEqual([
    {
      path: '/guide/',
      locale: 'en',
      alternates: [{ locale: 'zh', path: '/zh/guide/', exists: true }],
      lastModified: '2024-05-01T10:00:00+08:00',
    },
    { path: '/guide/advanced/', locale: 'en', alternates: [], lastModified: null },
  ]);

  const xml = sitemapXml(pages, 'https://docs.example');
  expect(xml).toContain(
    '  <url>\n    <loc>https://docs.example/guide/</loc>\n' +
      '    <lastmod>2024-05-01T10:00:00+08:00</lastmod>\n' +
      '    <xhtml:link rel="alternate" hreflang="en-US" href="https://docs.example/guide/"/>\n',
  );
  expect(xml).toContain('  <url>\n    <loc>https://docs.example/guide/advanced/</loc>\n  </url>');
  expect(xml.match(/<lastmod>/g)).toHaveLength(1);
});
