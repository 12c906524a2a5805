import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';

const SPELLINGS = [
  ['/pricing', '/pricing.html'],
  ['/pricing/', '/pricing.html'],
  ['/guide/install/docker', '/guide/install/docker.html'],
  ['/guide/install/docker/', '/guide/install/docker.html'],
  ['/zh/guide/install/docker', '/zh/guide/install/docker.html'],
  ['/guide', '/guide/'],
] as const;

for (const [spelling, canonical] of SPELLINGS) {
  test(`${spelling} loads the page at ${canonical}`, async ({ page, request }) => {
    const expected = await request.get(canonical);
    expect(expected.status()).toBe(200);
    const response = await page.goto(spelling);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const title = await page.title();
    await page.goto(canonical);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('main h1').first()).toBeVisible();
  });
}

test('in-site navigation reaches extensionless and trailing-slash paths', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.goto('/guide/install/docker.html');
  const title = await page.title();
  await page.goto('/');
  await hydrated(page);
  for (const spelling of ['/guide/install/docker', '/guide/install/docker/']) {
    await page.evaluate(
      (to) => (window as unknown as { ___navigate(to: string): void }).___navigate(to),
      spelling,
    );
    await expect(page).toHaveTitle(title);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.goBack();
  }
});

test('moved addresses forward to the new page in both locales', async ({ page }) => {
  await page.goto('/guide/drivers/sfpt.html');
  await expect(page).toHaveURL(/\/guide\/drivers\/sftp\.html$/);
  await page.goto('/zh/guide/drivers/Alist%20V2%20V3.html');
  await expect(page).toHaveURL(/\/zh\/guide\/drivers\/alist\.html$/);
});
