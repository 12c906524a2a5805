import { expect, test } from './fixtures';
import { hydrated } from './helpers';

/** Records data-theme the moment <body> first exists, i.e. before anything can be painted. */
const recordThemeAtFirstBody = () => {
  const record = () => {
    (window as unknown as { themeAtBody?: string | null }).themeAtBody =
      document.documentElement.getAttribute('data-theme');
  };
  new MutationObserver((_, observer) => {
    if (document.body) {
      record();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

test('the chosen colour mode survives a reload and is applied before first paint', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(recordThemeAtFirstBody);
  await page.goto('/guide/');
  await hydrated(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');

  // switch mode cycles light → dark → auto; the default is auto (system: light).
  const toggle = page.getByRole('button', { name: /^Colour mode:/ });
  await expect(toggle).toHaveAccessibleName(/follow system/);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/Colour mode: light/);
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  expect(
    await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody),
  ).toBe('dark');
  await hydrated(page);
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.goto('/zh/');
  expect(
    await page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody),
  ).toBe('dark');
});

test('auto follows the system setting live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/guide/');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
