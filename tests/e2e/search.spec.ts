/**
 * Search as a reader uses it, against the served build: nothing of it loads
 * before the first open; `/`, Ctrl+K and the button open it; typing finds
 * pages and Enter opens one at its heading; a Chinese page searches Chinese,
 * also after the language menu switched to it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { hydrated, watchForErrors } from './helpers';

const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');

/** The scripts among some requested addresses. */
const scripts = (urls: readonly string[]) =>
  urls.filter((url) => new URL(url).pathname.endsWith('.js'));

/** Whether a script is one of the site's and carries DocSearch's dialog (`.DocSearch-Modal`). */
function holdsSearchDialog(page: Page, url: string): boolean {
  const { origin, pathname } = new URL(url);
  if (origin !== new URL(page.url()).origin) return false;
  return readFileSync(join('public', pathname), 'utf8').includes('DocSearch-Modal');
}

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

test('nothing of search loads before it is opened, and / opens it', async ({ page }) => {
  const problems = watchForErrors(page);
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const searchFiles = () =>
    urls.map((url) => new URL(url).pathname).filter((path) => path.startsWith('/search/'));
  await openPage(page, '/guide/install/docker.html');
  await page.waitForLoadState('networkidle');
  const idle = urls.length;
  expect(searchFiles()).toEqual([]);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  // The page's own code is loaded by now; none of it is search's dialog.
  expect(scripts(urls).filter((url) => holdsSearchDialog(page, url))).toEqual([]);

  const button = page.getByRole('banner').getByRole('button', { name: 'Search the documentation' });
  await expect(button).toBeVisible();
  // A reader looks at the page for a while: nothing of search is fetched meanwhile. Other scripts
  // may be: on a busy machine the head script the test build enables, which waits for the
  // browser's idle moment, came after the network had been quiet for half a second.
  await page.waitForTimeout(1000);
  expect(scripts(urls.slice(idle)).filter((url) => holdsSearchDialog(page, url))).toEqual([]);
  expect(searchFiles()).toEqual([]);
  const beforeOpen = urls.length;
  await page.keyboard.press('/');
  await expect(input(page)).toBeFocused();
  expect(searchFiles()).toEqual([]);
  // The dialog's code is an async chunk of its own, fetched on this first open.
  expect(scripts(urls.slice(beforeOpen)).some((url) => holdsSearchDialog(page, url))).toBe(true);

  await input(page).fill('temp_dir');
  await expect(hits(page).first()).toBeVisible();
  expect(searchFiles()).toContain('/search/en/meta.json');
  await expect(
    page
      .locator('.DocSearch-Hit mark')
      .filter({ hasText: /^temp_dir$/i })
      .first(),
  ).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(button).toBeFocused();
  expect(problems).toEqual([]);
});

test('Ctrl+K opens search; a typo still finds OneDrive; Enter opens the page at the heading', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  await openPage(page, '/guide/');
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await input(page).fill('onedirve');
  await expect(page.locator('.DocSearch-Hit-source').first()).toContainText('OneDrive');

  await input(page).fill('proxy range');
  const first = hits(page).first();
  await expect(first.locator('a')).toHaveAttribute(
    'href',
    /\/guide\/drivers\/common\.html#proxy-range$/,
  );
  const href = await first.locator('a').getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.?]/g, '\\$&')}$`));
  const anchor = decodeURIComponent(href!.split('#')[1]!);
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('clicking a result opens it, and the button opens search on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openPage(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Search the documentation' }).click();
  await input(page).fill('docker');
  await hits(page).filter({ hasText: 'Docker' }).first().click();
  await expect(page).toHaveURL(/\/guide\/install\/docker\.html/);
  await expect(page.locator('h1')).toHaveText('Docker');
});

test('a Chinese page searches the Chinese pages, in Chinese', async ({ page }) => {
  const problems = watchForErrors(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openPage(page, '/zh/guide/install/docker.html');
  await page.getByRole('banner').getByRole('button', { name: '搜索文档' }).click();
  await expect(input(page)).toHaveAttribute('placeholder', '搜索文档');
  await input(page).fill('阿里云盘');
  await expect(
    page.locator('.DocSearch-Hit-source').filter({ hasText: '阿里云盘/分享' }),
  ).toHaveCount(1);
  await expect(hits(page).first().locator('a')).toHaveAttribute('href', /^\/zh\//);
  expect(requested.some((path) => path.startsWith('/search/en/'))).toBe(false);

  // DocSearch suggests queries only after a query of the same open dialog found
  // pages (the one above): their page groups are the suggestions.
  await input(page).fill('zzqqxxnothing');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('无法找到相关结果');
  const suggestions = page.locator('.DocSearch-NoResults-Prefill-List');
  await expect(suggestions.locator('.DocSearch-Help')).toHaveText('不妨换个词试试:');
  const suggested = await suggestions.getByRole('button').allTextContents();
  expect(suggested.length).toBeGreaterThan(0);
  expect(suggested.filter((text) => !/\p{Script=Han}/u.test(text))).toEqual([]);
  expect(suggested.some((text) => text.includes('阿里云盘'))).toBe(true);
  await expect(page.locator('.DocSearch-Help a')).toHaveAttribute(
    'href',
    /github\.com\/alist-org\/docs\/issues\/new/,
  );
  expect(problems).toEqual([]);
});

test('after the language menu switches to Chinese, search asks the Chinese index', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openPage(page, '/guide/install/docker.html');
  await page.keyboard.press('Control+k');
  await input(page).fill('docker');
  await expect(hits(page).first().locator('a')).toHaveAttribute('href', /^\/guide\//);
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  expect(requested.filter((path) => path.startsWith('/search/zh/'))).toEqual([]);

  // A full reload would wipe this marker: the switch must happen inside the app.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('button', { name: /^Language:/ }).click();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/zh\/guide\/install\/docker\.html$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  await page.keyboard.press('Control+k');
  await expect(input(page)).toHaveAttribute('placeholder', '搜索文档');
  await input(page).fill('离线下载');
  await expect(hits(page).first().locator('a')).toHaveAttribute('href', /^\/zh\//);
  const links = await hits(page)
    .locator('a')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(links.filter((href) => !href.startsWith('/zh/'))).toEqual([]);
  expect(requested).toContain('/search/zh/meta.json');
  expect(problems).toEqual([]);
});

test('an index that cannot be fetched shows the error state, with no uncaught error', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  await openPage(page, '/guide/');
  await page.route('**/search/**', (route) => route.abort('internetdisconnected'));
  await page.keyboard.press('Control+k');
  await input(page).fill('docker');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Cannot fetch results');
  // The browser's own network log line is not a page error; nothing else may appear.
  expect(problems.filter((problem) => !problem.includes('Failed to load resource'))).toEqual([]);
});

test('offline before the first open, an alert says so and the page stays; online, search opens', async ({
  page,
  context,
}) => {
  const problems = watchForErrors(page);
  await openPage(page, '/guide/install/docker.html');
  await page.waitForLoadState('networkidle');
  // A reload (the site's answer to a failed script) would wipe this marker.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await context.setOffline(true);
  await page.keyboard.press('/');
  const alert = page.getByRole('banner').getByRole('alert');
  await expect(alert).toHaveText(
    'Search could not be loaded. Check your connection and try again.',
  );
  // Longer than the chunk recovery waits before it reloads.
  await page.waitForTimeout(1000);
  await expect(alert).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

  await context.setOffline(false);
  await page.getByRole('banner').getByRole('button', { name: 'Search the documentation' }).click();
  await expect(input(page)).toBeFocused();
  await expect(alert).toHaveCount(0);
  // The browser's own network log lines are not page errors; nothing else may appear.
  expect(problems.filter((problem) => !problem.includes('Failed to load resource'))).toEqual([]);
});

test('the dialog follows the dark colour mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openPage(page, '/guide/');
  await page.keyboard.press('Control+k');
  const modal = page.locator('.DocSearch-Modal');
  await expect(modal).toBeVisible();
  const background = await modal.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [red, green, blue] = background.match(/\d+/g)!.map(Number);
  expect(red! + green! + blue!).toBeLessThan(200);
});
