import { expect, test, type Page } from './fixtures';
import { hydrated } from './helpers';

/** A page without `excerpt` or `description`: its first paragraph describes it. */
const DOC = '/guide/drivers/aliyundrive.html';

async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const meta = (page: Page, key: string) =>
  page.locator(`meta[name="${key}"], meta[property="${key}"]`).first().getAttribute('content');

test.describe('search and link previews', () => {
  test('a doc page has its own description, social tags and valid JSON-LD', async ({
    page,
    request,
  }) => {
    await page.goto(DOC);
    await hydrated(page);

    const description = (await meta(page, 'description')) ?? '';
    expect(description).toMatch(/^Aliyundrive \(阿里云盘, now also branded Alipan\) is Alibaba/);
    expect([...description].length).toBeLessThanOrEqual(160);
    expect(await meta(page, 'og:description')).toBe(description);
    expect(await meta(page, 'og:type')).toBe('article');
    expect(await meta(page, 'og:locale:alternate')).toBe('zh_CN');
    expect(await meta(page, 'twitter:card')).toBe('summary_large_image');

    const image = new URL((await meta(page, 'og:image')) ?? '');
    expect(image.protocol).toBe('https:');
    const picture = await request.get(image.pathname);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toContain('image/png');

    const data = await structuredData(page);
    const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList');
    const article = data.find((item) => item['@type'] === 'TechArticle');
    const items = breadcrumbs?.itemListElement as Array<{ name: string; item: string }>;
    // The same trail the reader sees.
    const visible = await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('listitem')
      .allTextContents();
    expect(items.map((item) => item.name)).toEqual(visible.map((text) => text.trim()));
    expect(items.at(-1)?.item).toMatch(/\/guide\/drivers\/aliyundrive\.html$/);
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'Aliyundrive / Share',
      description,
      inLanguage: 'en-US',
    });
    expect(String(article?.url)).toMatch(/\/guide\/drivers\/aliyundrive\.html$/);
    if (article?.dateModified !== undefined) {
      expect(Number.isNaN(Date.parse(String(article.dateModified)))).toBe(false);
    }
  });

  test('Chinese pages are described in Chinese, and pages differ', async ({ page }) => {
    await page.goto(`/zh${DOC}`);
    const chinese = (await meta(page, 'description')) ?? '';
    expect(chinese).toMatch(/[\u4e00-\u9fff]/);
    await page.goto('/guide/install/docker.html');
    const docker = await meta(page, 'description');
    await page.goto(DOC);
    expect(await meta(page, 'description')).not.toBe(docker);
  });

  test('the home page describes the site as a WebSite', async ({ page }) => {
    await page.goto('/zh/');
    const data = await structuredData(page);
    expect(data).toEqual([
      expect.objectContaining({ '@type': 'WebSite', name: 'AList v3 文档', inLanguage: 'zh-CN' }),
    ]);
    expect(await meta(page, 'og:type')).toBe('website');
  });

  test('the sitemap has last-modified times and alternates; robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(
      /<loc>[^<]*\/guide\/drivers\/aliyundrive\.html<\/loc>\n {4}<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/,
    );
    expect(sitemap).toContain('hreflang="zh-CN"');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\nSitemap: https:\/\/\S+\/sitemap\.xml\n$/);
  });
});
