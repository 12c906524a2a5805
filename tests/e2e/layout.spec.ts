import { expect, test } from './fixtures';
import { hydrated, stubPrint, tabLeaves } from './helpers';

test('sidebar, breadcrumbs and previous/next links agree with each other', async ({ page }) => {
  await page.goto('/guide/install/docker.html');
  await hydrated(page);
  const sidebar = page.getByRole('navigation', { name: 'Section pages' });
  const current = sidebar.locator('a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('href', /\/guide\/install\/docker\.html$/);
  await expect(current).toBeInViewport();

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs.first()).toHaveText('Home');
  await expect(crumbs.nth(1)).toContainText(/Guide|Introduction/);

  // The order of links in the sidebar decides prev/next.
  const order = await sidebar
    .locator('a[href]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  const here = order.indexOf('/guide/install/docker.html');
  const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
  const prevHref = await pager.locator('a[rel="prev"]').getAttribute('href');
  const nextHref = await pager.locator('a[rel="next"]').getAttribute('href');
  expect(order.indexOf(prevHref!)).toBeLessThan(here);
  expect(order.indexOf(nextHref!)).toBeGreaterThan(here);

  await pager.locator('a[rel="next"]').click();
  await expect(page).toHaveURL(new RegExp(`${nextHref!.replace(/\./g, '\\.')}$`));
  await page
    .getByRole('navigation', { name: 'Previous and next pages' })
    .locator('a[rel="prev"]')
    .click();
  await expect(page).toHaveURL(/\/guide\/install\/docker\.html$/);
});

test('pages without a sidebar: home, tools and sidebar: false', async ({ page }) => {
  for (const path of ['/', '/tool/', '/pricing.html']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Section pages' })).toHaveCount(0);
  }
});

test('the print button calls the browser print', async ({ page }) => {
  // The contents column with its print button shows from the desktop breakpoint (1440 px).
  await page.setViewportSize({ width: 1500, height: 900 });
  await page.goto('/guide/install/docker.html');
  await hydrated(page);
  const timesPrinted = await stubPrint(page);
  await page.getByRole('button', { name: 'Print this page' }).click();
  expect(await timesPrinted()).toBe(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the full-screen menu opens, closes on navigation and when the window widens', async ({
    page,
  }) => {
    await page.goto('/guide/');
    await hydrated(page);
    const openButton = page.getByRole('button', { name: 'Open menu' });
    await openButton.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    // Full screen: from under the navbar to the bottom edge, every item inside it.
    const box = (await menu.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(389);
    expect(box.y + box.height).toBeGreaterThanOrEqual(799);
    expect(box.height).toBeGreaterThan(700);
    const repo = menu.getByRole('link', { name: 'GitHub repository' });
    await repo.scrollIntoViewIfNeeded();
    await expect(repo).toBeInViewport();
    // The page behind the open menu is inert: Tab past its last link never reaches it.
    await expect(page.locator('main').locator('xpath=ancestor-or-self::*[@inert]')).toHaveCount(1);
    await repo.focus();
    expect(await tabLeaves(page, ['header'], 6)).toBe(false);
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq\/$/);
    await expect(page.locator('#mobile-menu')).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
  });
});

test('the sidebar is in the served HTML and its data is fetched once per section', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/guide/install/script.html')).text();
  expect(html).toContain('aria-label="Section pages"');
  expect(html).toMatch(/aria-current="page"[^>]*href="\/guide\/install\/script\.html"/);
  expect(html).toContain('href="/guide/install/docker.html"');

  const sliceFetches: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/slice-data/')) sliceFetches.push(pathname);
  });
  await page.goto('/guide/install/script.html');
  await hydrated(page);
  const sidebar = page.getByRole('navigation', { name: 'Section pages' });
  await sidebar.locator('a[href="/guide/install/docker.html"]').click();
  await expect(page).toHaveURL(/\/guide\/install\/docker\.html$/);
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute(
    'href',
    '/guide/install/docker.html',
  );
  expect(sliceFetches.filter((path) => path.includes('sidebar-en-guide'))).toHaveLength(1);

  // Another section brings its own sidebar, once. The click must be an in-site navigation:
  // before hydration it loads the next page's HTML, sidebar included, and fetches nothing yet.
  await page.goto('/guide/install/docker.html');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Config', exact: true }).click();
  await expect(page).toHaveURL(/\/config\//);
  // The old section's sidebar also has one current link until the new one replaces it.
  await expect(
    page.getByRole('navigation', { name: 'Section pages' }).locator('a[aria-current="page"]'),
  ).toHaveAttribute('href', /^\/config\//);
  expect(sliceFetches.some((path) => path.includes('sidebar-en-config'))).toBe(true);
});

test('the contents mark the heading being read as the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1500, height: 900 });
  await page.goto('/guide/api/fs.html');
  await hydrated(page);
  const contents = page.getByRole('navigation', { name: 'On this page' });
  const links = contents.locator('a[href^="#"]');
  const third = (await links.nth(2).getAttribute('href'))!.slice(1);
  await page.evaluate((id) => {
    const heading = document.getElementById(id)!;
    window.scrollTo({ top: heading.getBoundingClientRect().top + window.scrollY - 30 });
  }, third);
  await expect(contents.locator('a[aria-current="location"]')).toHaveAttribute('href', `#${third}`);
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
  await expect(contents.locator('a[aria-current="location"]')).toHaveAttribute(
    'href',
    (await links.last().getAttribute('href'))!,
  );
});
