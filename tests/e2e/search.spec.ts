/**
 * Search as a reader uses it, against the served build: nothing of it loads
 * before the first open; `/`, Ctrl+K and the button open it; typing finds
 * pages and Enter opens one at its heading; a Chinese page searches Chinese.
 */
import { expect, test, type Page } from './fixtures';
import { hydrated, watchForErrors } from './helpers';

const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

test('nothing of search loads before it is opened, and / opens it', async ({ page }) => {
  const problems = watchForErrors(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openPage(page, '/guide/install/docker.html');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => path.startsWith('/search/'))).toEqual([]);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

  const button = page.getByRole('banner').getByRole('button', { name: 'Search the documentation' });
  await expect(button).toBeVisible();
  await page.keyboard.press('/');
  await expect(input(page)).toBeFocused();
  expect(requested.filter((path) => path.startsWith('/search/'))).toEqual([]);

  await input(page).fill('temp_dir');
  await expect(hits(page).first()).toBeVisible();
  expect(requested).toContain('/search/en/meta.json');
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

  await input(page).fill('zzqqxxnothing');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('无法找到相关结果');
  await expect(page.locator('.DocSearch-Help a')).toHaveAttribute(
    'href',
    /github\.com\/alist-org\/docs\/issues\/new/,
  );
  expect(problems).toEqual([]);
});

test('after changing language, search asks the other locale’s index', async ({ page }) => {
  await openPage(page, '/guide/install/docker.html');
  await page.keyboard.press('Control+k');
  await input(page).fill('docker');
  await expect(hits(page).first().locator('a')).toHaveAttribute('href', /^\/guide\//);
  await page.keyboard.press('Escape');
  await page.goto('/zh/guide/install/docker.html');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await input(page).fill('docker');
  await expect(hits(page).first().locator('a')).toHaveAttribute('href', /^\/zh\//);
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
