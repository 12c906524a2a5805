/**
 * Pages that handle secrets run no third-party script: the test build enables
 * a head script on every page (tests/fixtures/e2e-data/site.yaml), and it must
 * never load on a page whose content has a sign-in or token form (a tool page,
 * or a driver page with one) or in the content editor, however the reader got
 * there. What decides is the page's content, not its address.
 */
import { expect, test, type Page } from './fixtures';
import { hydrated, UNREACHABLE_HEAD_SCRIPT } from './helpers';

/**
 * Counts requests for the head script, answering none of them. A request reaches the count a
 * moment after its script element is in the page, so a count that must rise is polled.
 */
async function headScriptRequests(page: Page): Promise<() => number> {
  let count = 0;
  await page.route(
    (url) => url.href === UNREACHABLE_HEAD_SCRIPT,
    (route) => {
      count += 1;
      return route.abort();
    },
  );
  return () => count;
}

/**
 * The mark a test leaves in the document before it navigates; undefined once a new document
 * loaded. The reload may land while the mark is read: a read that it cut short counts as not yet.
 */
const sameDocumentMark = (page: Page) =>
  page
    .evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)
    .catch(() => 'reloading');

/** Opens `path`, a page that runs the head script, and waits until it has asked for it once. */
async function runsTheHeadScript(page: Page, path: string, requests: () => number) {
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator('script[data-head-script]')).toHaveCount(1);
  await expect.poll(requests).toBe(1);
}

/** Long enough for the load event and the browser's idle moment the loader waits for. */
const settle = (page: Page) => page.waitForTimeout(2500);

test('a doc page loads the head script: the check below can see it', async ({ page }) => {
  const requests = await headScriptRequests(page);
  await runsTheHeadScript(page, '/guide/drivers/dropbox.html', requests);
});

test('the list of tools holds no secret, so it runs the head script like any page', async ({
  page,
}) => {
  const requests = await headScriptRequests(page);
  await runsTheHeadScript(page, '/tool/', requests);
});

for (const path of [
  '/tool/dropbox/request.html',
  '/zh/tool/google/callback.html',
  // Driver pages with a token form in their content.
  '/guide/drivers/115.html',
  '/zh/guide/drivers/aliyundrive.html',
]) {
  test(`${path} never loads the head script`, async ({ page }) => {
    const requests = await headScriptRequests(page);
    await page.goto(path);
    await hydrated(page);
    await settle(page);
    await expect(page.locator('script[data-head-script]')).toHaveCount(0);
    expect(requests()).toBe(0);
  });
}

test('a tool page reached from a page that ran the head script loads afresh without it', async ({
  page,
}) => {
  const requests = await headScriptRequests(page);
  await runsTheHeadScript(page, '/guide/drivers/dropbox.html', requests);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.locator('main a[href="/tool/dropbox/request.html"]').first().click();
  await expect(page).toHaveURL(/\/tool\/dropbox\/request\.html$/);
  // A new document: the marker and the script are gone, and no second request was made.
  await expect.poll(() => sameDocumentMark(page)).toBeUndefined();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
  await expect(page.locator('script[data-head-script]')).toHaveCount(0);
  expect(requests()).toBe(1);
});

test('a driver page with a token form, reached from a page that ran the head script, loads afresh', async ({
  page,
}) => {
  const requests = await headScriptRequests(page);
  await runsTheHeadScript(page, '/guide/drivers/dropbox.html', requests);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.evaluate(() =>
    (window as unknown as { ___navigate(to: string): void }).___navigate('/guide/drivers/115.html'),
  );
  await expect(page).toHaveURL(/\/guide\/drivers\/115\.html$/);
  await expect.poll(() => sameDocumentMark(page)).toBeUndefined();
  await hydrated(page);
  await settle(page);
  await expect(page.locator('script[data-head-script]')).toHaveCount(0);
  expect(requests()).toBe(1);
});

test('the content editor never loads the head script', async ({ page }) => {
  const requests = await headScriptRequests(page);
  await page.goto('/admin/');
  await settle(page);
  await expect(page.locator('script[data-head-script]')).toHaveCount(0);
  expect(requests()).toBe(0);
});
