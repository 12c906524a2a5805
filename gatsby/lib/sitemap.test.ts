import { sitemapXml } from './sitemap';

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
