import { expect, test } from './fixtures';
import { hydrated, watchForErrors } from './helpers';

const ENGLISH_HINTS = [
  'There is nothing at this address.',
  'This link led nowhere. Maybe the page moved?',
  'We looked in every folder, and this one is empty.',
  'The link you followed may be broken or out of date.',
];

test('an unknown path answers 404 and shows the not-found page', async ({ page }) => {
  const errors = watchForErrors(page);
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname);
  });
  const response = await page.goto('/no/such/page.html');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect
    .poll(async () => ENGLISH_HINTS.includes((await page.locator('h1 + p').textContent()) ?? ''))
    .toBe(true);
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
  await page.getByRole('link', { name: 'Take me home' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The only missing resources are the document (which Gatsby's runtime asks for again) and
  // Gatsby's look-up of its data; the page list answers whether the address is another
  // spelling, so no other address is guessed.
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  expect([...new Set(missing)].sort()).toEqual([
    '/no/such/page.html',
    '/page-data/no/such/page.html/page-data.json',
  ]);
});

test('the not-found page names its canonical address and its translation, and is not indexed', async ({
  page,
}) => {
  await page.goto('/no/such/page.html');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/404\.html$/);
  await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute(
    'href',
    /\/zh\/404\.html$/,
  );
  await expect(page.locator('meta[name="viewport"]')).toHaveCount(1);
});

test('an unknown Chinese path shows the Chinese not-found page', async ({ page }) => {
  const response = await page.goto('/zh/nothing-here');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.getByRole('link', { name: '带我回首页' })).toBeVisible();
});
