/**
 * The sidebar's list is the server's HTML on a first visit: React does not
 * hydrate it, and its behaviour is listeners on the markup. These tests prove
 * both on the built site, in both locales, on the first page and after
 * in-site navigation either way.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated, watchForErrors } from './helpers';

const sidebarOf = (page: Page) => page.locator('#docs-sidebar nav');

/** The elements of the sidebar's nav that carry a React fiber of their own, and all of them. */
const reactOwnership = (nav: Locator) =>
  nav.evaluate((element) => {
    const all = [element, ...element.querySelectorAll('*')];
    const owned = all.filter((node) =>
      Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
    );
    return { owned: owned.length, total: all.length };
  });

/** A marker on the window: gone after a full page load, kept by an in-site navigation. */
const markWindow = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __sidebarSpecMark: true }));
const windowKept = (page: Page) =>
  page.evaluate(() => (window as { __sidebarSpecMark?: boolean }).__sidebarSpecMark === true);

/**
 * Opens the first closed group in view and closes it again, checking the
 * accordion: the groups open before (outside it) close, and the names follow.
 */
async function toggleAGroup(nav: Locator, key: 'mouse' | 'Enter' | ' ') {
  const closed = nav.locator('button[aria-expanded="false"]:visible').first();
  const region = (await closed.getAttribute('aria-controls'))!;
  const label = (await closed.getAttribute('aria-label'))!;
  const openBefore = await nav
    .locator('button[aria-expanded="true"]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-controls')!));
  if (key === 'mouse') await closed.click();
  else {
    await closed.focus();
    await closed.press(key);
  }
  const toggle = nav.locator(`button[aria-controls="${region}"]`);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).not.toHaveAttribute('aria-label', label);
  await expect(nav.locator(`[id="${region}"]`)).toBeVisible();
  for (const other of openBefore) {
    const holdsToggle = await nav
      .locator(`[id="${other}"]`)
      .evaluate((element, id) => element.querySelector(`[aria-controls="${id}"]`) !== null, region);
    if (!holdsToggle) await expect(nav.locator(`[id="${other}"]`)).toBeHidden();
  }
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveAttribute('aria-label', label);
  await expect(nav.locator(`[id="${region}"]`)).toBeHidden();
}

const LOCALES = [
  {
    name: 'English',
    from: '/guide/install/script.html',
    to: '/guide/install/docker.html',
  },
  {
    name: 'Chinese',
    from: '/zh/guide/drivers/aliyundrive.html',
    to: '/zh/guide/drivers/local.html',
  },
];

for (const { name, from, to } of LOCALES) {
  test(`${name}: the first page's list is server HTML that works without React, and navigation either way keeps it working`, async ({
    page,
  }) => {
    const errors = watchForErrors(page);
    await page.goto(from);
    await hydrated(page);
    const nav = sidebarOf(page);

    // React owns the nav and the holder of its list, nothing inside.
    const first = await reactOwnership(nav);
    expect(first.total).toBeGreaterThan(100);
    expect(first.owned).toBeLessThanOrEqual(2);

    const current = nav.locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', from);
    await expect(current).toBeVisible();
    // The page's headings under its link, the one in the address marked.
    const headingLink = nav.locator('a[href^="#"]').nth(1);
    const hash = (await headingLink.getAttribute('href'))!;
    await expect(page.locator(`main [id="${hash.slice(1)}"]`)).toHaveCount(1);
    await headingLink.click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    await expect(headingLink).toHaveAttribute('aria-current', 'location');
    await expect(nav.locator('[aria-current="location"]')).toHaveCount(1);

    // A sidebar link navigates in place.
    await markWindow(page);
    await nav.locator(`a[href="${to}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${to.replace(/\./g, '\\.')}$`));
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', to);
    await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
    expect(await windowKept(page)).toBe(true);
    // The list is the new page's: its headings, none of the first page's.
    const headings = nav.locator('a[href^="#"]');
    await expect(
      page.locator(`main [id="${(await headings.first().getAttribute('href'))!.slice(1)}"]`),
    ).toHaveCount(1);
    await expect(nav.locator(`a[href="${hash}"]`)).toHaveCount(0);
    await toggleAGroup(nav, ' ');

    // Back, in place again, with the first page's list and its groups open as they start.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${from.replace(/\./g, '\\.')}$`));
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', from);
    await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
    await expect(nav.locator('a[aria-current="page"]')).toBeVisible();
    expect(await windowKept(page)).toBe(true);
    await toggleAGroup(nav, 'mouse');
    await toggleAGroup(nav, 'Enter');
    expect(errors).toEqual([]);
  });
}
