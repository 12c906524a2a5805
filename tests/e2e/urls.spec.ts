import { expect, test } from './fixtures';
import { hydrated, watchForErrors } from './helpers';

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

const IN_SITE = [
  ['/guide/install/docker?tab=compose#volumes', '/guide/install/docker.html?tab=compose#volumes'],
  ['/guide/install/docker/', '/guide/install/docker.html'],
  ['/zh/pricing#plans', '/zh/pricing.html#plans'],
  ['/guide', '/guide/'],
] as const;

test('in-site navigation to other spellings lands on the page without a reload', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  await page.goto('/');
  await hydrated(page);
  // A full reload would wipe this marker.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  for (const [spelling, canonical] of IN_SITE) {
    await page.evaluate(
      (to) => (window as unknown as { ___navigate(to: string): void }).___navigate(to),
      spelling,
    );
    await expect(page).toHaveURL(new URL(canonical, page.url()).href);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  }
  expect(problems).toEqual([]);
});

test('in-site navigation to an address that is no page shows the 404 page', async ({ page }) => {
  await page.goto('/guide/');
  await hydrated(page);
  await page.evaluate(() =>
    (window as unknown as { ___navigate(to: string): void }).___navigate('/nowhere/at/all'),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/nowhere\/at\/all$/);
});

test('moved addresses forward to the new page in both locales', async ({ page }) => {
  await page.goto('/guide/drivers/sfpt.html');
  await expect(page).toHaveURL(/\/guide\/drivers\/sftp\.html$/);
  await page.goto('/zh/guide/drivers/Alist%20V2%20V3.html');
  await expect(page).toHaveURL(/\/zh\/guide\/drivers\/alist\.html$/);
});
