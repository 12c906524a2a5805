import { expect, type Page, test } from './fixtures';
import { hydrated, stubPrint, tabLeaves } from './helpers';

async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.evaluate(
    ([start, end]) => {
      const touch = (point: { x: number; y: number }) =>
        new Touch({ identifier: 1, target: document.body, clientX: point.x, clientY: point.y });
      const fire = (type: string, point: { x: number; y: number }) =>
        window.dispatchEvent(
          new TouchEvent(type, { changedTouches: [touch(point)], touches: [], bubbles: true }),
        );
      fire('touchstart', start!);
      fire('touchend', end!);
    },
    [from, to],
  );
}

test('Alt+Arrow keys page through the sidebar order', async ({ page }) => {
  await page.goto('/guide/install/docker.html');
  await hydrated(page);
  const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
  const next = await pager.locator('a[rel="next"]').getAttribute('href');
  const prev = await pager.locator('a[rel="prev"]').getAttribute('href');
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page).toHaveURL(new RegExp(`${next!.replace(/\./g, '\\.')}$`));
  // The address changes a moment before the page's pager (and its key handler) is rendered.
  await expect(pager.locator('a[rel="prev"]')).toHaveAttribute(
    'href',
    /\/guide\/install\/docker\.html$/,
  );
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page).toHaveURL(/\/guide\/install\/docker\.html$/);
  await expect(pager.locator('a[rel="next"]')).toHaveAttribute('href', next!);
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`${prev!.replace(/\./g, '\\.')}$`));
});

test('the table of contents follows front matter: none on toc: false, h3 with headerDepth 3', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1500, height: 900 });
  await page.goto('/pricing.html');
  await hydrated(page);
  await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(0);

  await page.goto('/config/configuration.html');
  await hydrated(page);
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const h3 = page.locator('main h3[id]').first();
  const id = await h3.getAttribute('id');
  await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(1);
  const h4 = page.locator('main h4[id]');
  if ((await h4.count()) > 0) {
    const deeper = await h4.first().getAttribute('id');
    await expect(toc.locator(`a[href="#${deeper}"]`)).toHaveCount(0);
  }
});

test('the back-to-top button appears after scrolling and returns to the top', async ({ page }) => {
  await page.goto('/config/configuration.html');
  await hydrated(page);
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toHaveCount(0);
  await page.mouse.wheel(0, 1500);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
  await expect(button).toHaveCount(0);
});

test('an open navbar dropdown closes when the route changes', async ({ page }) => {
  await page.goto('/guide/');
  await hydrated(page);
  const language = page.getByRole('button', { name: /language/i }).first();
  await language.click();
  await expect(language).toHaveAttribute('aria-expanded', 'true');
  await page.evaluate(() =>
    (window as unknown as { ___navigate(to: string): void }).___navigate('/faq/'),
  );
  await expect(page).toHaveURL(/\/faq\/$/);
  await expect(page.getByRole('button', { name: /language/i }).first()).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('the portfolio page types its titles one letter at a time', async ({ page }) => {
  await page.goto('/community/about.html');
  await hydrated(page);
  const heading = page.locator('main h1');
  await expect(heading).toHaveAttribute('aria-label', /AList v3 \/ a file list program/);
  const typed = heading.locator('span');
  await expect(typed).toHaveText('AList v3', { timeout: 3000 });
  // After the pause the text is deleted and the next title starts.
  await expect(typed).toHaveText(/^a file/, { timeout: 6000 });
  await expect(page.getByRole('link', { name: 'GitHub' }).first()).toHaveAttribute(
    'href',
    'https://github.com/alist-org/alist',
  );
  await expect(page.locator('main header img').first()).toBeVisible();
});

test('the 404 page goes back to where the reader came from', async ({ page }) => {
  await page.goto('/guide/');
  await hydrated(page);
  await page.goto('/no/such/page.html');
  await hydrated(page);
  await page.getByRole('button', { name: /go back/i }).click();
  await expect(page).toHaveURL(/\/guide\/$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

  test('a swipe from the left edge opens the sidebar and a swipe left closes it', async ({
    page,
  }) => {
    await page.goto('/guide/install/docker.html');
    await hydrated(page);
    const sidebar = page.getByRole('navigation', { name: 'Section pages' });
    await expect(sidebar).not.toBeInViewport();
    await swipe(page, { x: 10, y: 400 }, { x: 250, y: 420 });
    await expect(sidebar).toBeInViewport();
    await swipe(page, { x: 300, y: 400 }, { x: 40, y: 410 });
    await expect(sidebar).not.toBeInViewport();
    // A mostly vertical move is a scroll, not a swipe.
    await swipe(page, { x: 10, y: 200 }, { x: 80, y: 600 });
    await expect(sidebar).not.toBeInViewport();
  });

  test('the closed drawer is not drawn, and opens with the current page in view', async ({
    page,
  }) => {
    // The last driver: its link is far below the drawer's first screen.
    await page.goto('/guide/drivers/yandex.html');
    await hydrated(page);
    const drawer = page.locator('#docs-sidebar');
    const current = drawer.locator('a[aria-current="page"]');
    // Skipped by containment, not merely hidden: the browser has not laid the links out.
    const isDrawn = () =>
      current.evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true }));
    expect(await isDrawn()).toBe(false);
    await page.getByRole('button', { name: 'Pages in this section' }).click();
    await expect.poll(isDrawn).toBe(true);
    await expect(current).toHaveAttribute('href', '/guide/drivers/yandex.html');
    await expect(current).toBeFocused();
    await expect(current).toBeInViewport();
    // Once opened it stays drawn, so it slides out with its links.
    await page.keyboard.press('Escape');
    expect(await isDrawn()).toBe(true);
    await expect(current).not.toBeInViewport();
  });

  test('the sidebar drawer takes focus, silences the page, and Escape gives focus back', async ({
    page,
  }) => {
    await page.goto('/guide/install/docker.html');
    await hydrated(page);
    const opener = page.getByRole('button', { name: 'Pages in this section' });
    await opener.click();
    await expect(page.locator('#docs-sidebar a[aria-current="page"]')).toBeFocused();
    await expect(page.locator('main').locator('xpath=ancestor-or-self::*[@inert]')).toHaveCount(1);
    // Tab never leaves the drawer and its mask while the rest of the page is inert.
    expect(
      await tabLeaves(page, ['#docs-sidebar', 'button[aria-label="Close the page list"]'], 25),
    ).toBe(false);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Section pages' })).not.toBeInViewport();
    await expect(opener).toBeFocused();
    await expect(page.locator('[inert]')).toHaveCount(0);
  });

  test('the navbar hides while scrolling down and returns when scrolling up', async ({ page }) => {
    await page.goto('/config/configuration.html');
    await hydrated(page);
    const navbar = page.getByRole('banner');
    await expect(navbar).toBeInViewport();
    for (let step = 0; step < 6; step += 1) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(350);
    }
    await expect(navbar).not.toBeInViewport();
    await page.mouse.wheel(0, -300);
    await expect(navbar).toBeInViewport();
  });
});

test('below the desktop breakpoint the inline contents also offer printing', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/guide/install/docker.html');
  await hydrated(page);
  const timesPrinted = await stubPrint(page);
  const contents = page.locator('main details').filter({ hasText: 'On this page' }).first();
  await contents.locator('summary').click();
  await contents.getByRole('button', { name: 'Print this page' }).click();
  expect(await timesPrinted()).toBe(1);
});
