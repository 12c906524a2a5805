/**
 * Issue 35's design, as a reader's browser sees it: a first visit keeps the
 * server's content nodes (React neither replaces nor hydrates them), and every
 * island in the content still mounts and works, as do the behaviours attached
 * to the plain DOM (tabs, in-site links).
 */
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { hydrated, watchForErrors } from './helpers';

/** A driver page with every kind of content part: tables, tabs, a diagram, a sign-in widget, links. */
const PAGE = '/zh/guide/drivers/aliyundrive.html';

/**
 * Before any script: once the document is parsed, keeps the elements the
 * server sent inside the content (islands aside), for the test to find again.
 */
function keepParsedContent(page: Page) {
  return page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const elements = [...document.querySelectorAll('[data-content-host] *')].filter(
        (element) => !element.closest('[data-island]'),
      );
      Object.assign(window, { __parsedContent: elements });
    });
  });
}

/** In the page: how the server's content elements fared, and whether React owns any element now in the content. */
function contentNodesNow(page: Page) {
  return page.evaluate(() => {
    const ownsFiber = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    const host = document.querySelector('[data-content-host]')!;
    const parsed = (window as unknown as { __parsedContent: Element[] }).__parsedContent;
    const now = [...host.querySelectorAll('*')].filter(
      (element) => !element.closest('[data-island]'),
    );
    return {
      parsed: parsed.length,
      stillThere: parsed.filter((element) => host.contains(element)).length,
      sameNodes: now.every((element) => parsed.includes(element)),
      reactOwned: now.filter(ownsFiber).length,
    };
  });
}

test("a doc page's content nodes are the server's, and its islands mount on their own and work", async ({
  page,
}) => {
  const problems = watchForErrors(page, (message) =>
    /ERR_NAME_NOT_RESOLVED|Failed to load resource/.test(message.text()),
  );
  await keepParsedContent(page);
  await page.goto(PAGE);
  await hydrated(page);

  const islands = page.locator('[data-content-host] [data-island]');
  expect(await islands.count()).toBeGreaterThanOrEqual(2);
  const isLive = (island: Locator) =>
    island.evaluate((mark) =>
      [...mark.querySelectorAll('*')].some((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
      ),
    );
  // The sign-in form waits for the reader: on screen it is still the server's copy…
  const form = islands.filter({ has: page.getByRole('button', { name: '获取二维码' }) });
  await form.evaluate((mark) => mark.firstElementChild?.scrollIntoView());
  await page.waitForTimeout(1000);
  expect(await isLive(form)).toBe(false);
  // …until the pointer comes over it.
  await form.locator('section').hover();
  await expect.poll(() => isLive(form)).toBe(true);
  // Every other island wakes when it comes near the screen: its own nodes become React's.
  for (const island of await islands.all()) {
    await island.evaluate((mark) => mark.firstElementChild?.scrollIntoView());
    await expect.poll(() => isLive(island)).toBe(true);
  }

  const nodes = await contentNodesNow(page);
  expect(nodes.parsed).toBeGreaterThan(200);
  expect(nodes).toEqual({
    parsed: nodes.parsed,
    stillThere: nodes.parsed,
    sameNodes: true,
    reactOwned: 0,
  });

  // The sign-in widget is live: asking for a QR code reaches for the API server (unreachable here) and says so.
  const widget = page.locator('[data-island] section').first();
  await widget.getByRole('button', { name: '获取二维码' }).click();
  await expect(widget).toContainText('获取二维码失败');
  // The diagram drew itself.
  await expect(page.locator('[data-island] figure[data-diagram]')).toHaveAttribute(
    'data-state',
    'done',
    {
      timeout: 20_000,
    },
  );
  // Tabs in the server's markup switch.
  const tabs = page.locator('[data-content-host]').getByRole('tab');
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');

  // A link in the server's markup navigates in place, and back restores the first page.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  const link = page
    .locator('[data-content-host] a[href="/zh/guide/drivers/aliyundrive_open.html"]')
    .first();
  await link.click();
  await expect(page).toHaveURL(/aliyundrive_open\.html$/);
  await expect(page.locator('main h1').first()).toHaveText('阿里云盘 Open');
  expect(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
  ).toBe(true);
  await page.goBack();
  await expect(page.locator('main h1').first()).toHaveText('阿里云盘/分享');
  // Drawn by React this time, the diagram draws itself once on screen.
  const diagram = page.locator('[data-content-host] [data-island] figure[data-diagram]');
  await diagram.scrollIntoViewIfNeeded();
  await expect(diagram).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  expect(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
  ).toBe(true);
  expect(problems).toEqual([]);
});
