import { COPY_BUTTON_DELAY_MS } from '../../src/lib/constants';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated } from './helpers';

test('tabs with an id remember the choice across pages and reloads', async ({ page }) => {
  await page.goto('/guide/install/manual.html');
  await hydrated(page);
  const tablist = page.getByRole('tablist').first();
  const tabs = tablist.getByRole('tab');
  const second = tabs.nth(1);
  const label = (await second.textContent())!.trim();
  await second.click();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').first()).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('tab', { name: label }).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Arrow keys move between tabs.
  await page.getByRole('tab', { name: label }).first().focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toBeFocused();
});

test('the copy button copies the code and shows "Copied" for two seconds', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/guide/install/docker.html');
  await hydrated(page);
  const block = page.locator('pre').first();
  const code = (await block.locator('code').textContent())!.trim();
  const button = page.getByRole('button', { name: 'Copy code' }).first();
  // The button appears only once the pointer has rested on the block for 500 ms.
  await expect(button).toHaveCSS('opacity', '0');
  await block.hover();
  await page.waitForTimeout(COPY_BUTTON_DELAY_MS);
  await expect(button).toHaveCSS('opacity', '1');
  // The icon is the stylesheet's (a mask over the button's colour): a copy sign, then a tick.
  const icon = (target: Locator) =>
    target.evaluate((element) => {
      const drawn = getComputedStyle(element, '::before');
      return { image: drawn.maskImage, width: drawn.width, colour: drawn.backgroundColor };
    });
  const before = await icon(button);
  expect(before.image).toContain('data:image/svg+xml');
  expect(parseFloat(before.width)).toBeGreaterThan(10);
  expect(before.colour).not.toBe('rgba(0, 0, 0, 0)');
  await button.click();
  await expect(page.getByRole('button', { name: 'Copied' }).first()).toBeVisible();
  const copied = await icon(page.getByRole('button', { name: 'Copied' }).first());
  expect(copied.image).toContain('data:image/svg+xml');
  expect(copied.image).not.toBe(before.image);
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code);
  await expect(page.getByRole('button', { name: 'Copied' })).toHaveCount(0, { timeout: 4000 });
});

test('the copy button shows at once on keyboard focus and never on narrow screens', async ({
  page,
}) => {
  await page.goto('/guide/install/docker.html');
  await hydrated(page);
  const block = page.locator('pre').first();
  const button = page.getByRole('button', { name: 'Copy code' }).first();
  await block.focus();
  await expect(button).toHaveCSS('opacity', '1');
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await expect(button).toHaveCSS('opacity', '1');

  await page.setViewportSize({ width: 419, height: 800 });
  await expect(button).toBeHidden();
  await page.setViewportSize({ width: 420, height: 800 });
  await expect(button).toBeVisible();
});
