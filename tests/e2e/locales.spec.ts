import { expect, test } from './fixtures';
import { hydrated, watchForErrors } from './helpers';

test.describe('both locales', () => {
  test('English home renders with its language, title and alternates', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page).toHaveTitle('AList v3 Docs');
    await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute(
      'href',
      /\/zh\/$/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /alist\.nn\.ci\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Guide' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Chinese pages are in Chinese', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/zh/guide/install/docker.html');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle(/\| AList v3 文档$/);
    await expect(page.getByRole('navigation', { name: '当前位置' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: '指南' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the language menu opens the same page in the other locale', async ({ page }) => {
    await page.goto('/guide/install/docker.html');
    await hydrated(page);
    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('link', { name: '简体中文' }).click();
    await expect(page).toHaveURL(/\/zh\/guide\/install\/docker\.html$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('banner').getByRole('link', { name: '指南' })).toBeVisible();

    await page.getByRole('button', { name: /^语言/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/guide\/install\/docker\.html$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });
});
