/**
 * Comments (giscus) under documentation pages and the head scripts of
 * site.yaml. This machine cannot reach giscus.app; the tests make that fast
 * and certain by aborting every request to it. An unreachable giscus.app
 * gives the page no error event (the frame shows the browser's error page),
 * so the page says so after its 10-second wait (COMMENTS_LOAD_TIMEOUT_MS).
 * The test build (`npm run build:test`) enables one head script, at
 * UNREACHABLE_HEAD_SCRIPT (tests/fixtures/e2e-data/site.yaml).
 */
import { expect, test, type Page } from './fixtures';
import { hydrated, UNREACHABLE_HEAD_SCRIPT, watchForErrors } from './helpers';

/** Aborts every request to giscus.app and lists them. */
async function blockGiscus(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://giscus.app/**', (route) => {
    requested.push(route.request().url());
    return route.abort();
  });
  return requested;
}

/** The browser's own reports of the blocked requests are not errors of the site. */
const ours = (problems: string[]) =>
  problems.filter((problem) => !problem.includes('Failed to load resource'));

test.describe('comments', () => {
  test('a doc page asks giscus only near the comment area, then says comments could not be loaded', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const problems = watchForErrors(page);
    const requested = await blockGiscus(page);
    await page.goto('/guide/install/docker.html');
    await hydrated(page);

    const region = page.getByRole('region', { name: 'Comments' });
    await expect(region).toHaveCount(1);
    await expect(region.getByRole('heading', { level: 2, name: 'Comments' })).toBeAttached();
    // A long page: the area is far below the first screen, so nothing is fetched yet.
    await page.waitForTimeout(500);
    await expect(region).toHaveAttribute('data-comments', 'waiting');
    expect(requested).toEqual([]);
    await expect(page.locator('giscus-widget')).toHaveCount(0);

    await region.scrollIntoViewIfNeeded();
    await expect(page.locator('giscus-widget')).toHaveCount(1);
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    const widget = new URL(requested[0]!);
    expect(widget.pathname).toBe('/en/widget');
    expect(widget.searchParams.get('repo')).toBe('alist-org/docs');
    expect(widget.searchParams.get('term')).toBe('guide/install/docker');

    await expect(region.getByRole('status')).toHaveText('Comments could not be loaded.', {
      timeout: 20_000,
    });
    await expect(region).toHaveAttribute('data-comments', 'failed');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(ours(problems)).toEqual([]);
  });

  test('the widget follows the colour mode and speaks the page’s language', async ({ page }) => {
    const requested = await blockGiscus(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/zh/guide/install/docker.html');
    await hydrated(page);
    const region = page.getByRole('region', { name: '评论' });
    await region.scrollIntoViewIfNeeded();
    const widget = page.locator('giscus-widget');
    await expect(widget).toHaveAttribute('lang', 'zh-CN');
    await expect.poll(() => requested[0] ?? '').toMatch(/^https:\/\/giscus\.app\/zh-CN\/widget\?/);

    // switch mode starts at "follow system" (light here), then light, then dark.
    const html = page.locator('html');
    const toggle = page.getByRole('button', { name: /^外观：/ });
    await expect(widget).toHaveAttribute('theme', 'light');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(widget).toHaveAttribute('theme', 'light');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(widget).toHaveAttribute('theme', 'dark');
  });

  for (const path of ['/', '/zh/', '/tool/', '/tool/onedrive/request.html', '/pricing.html']) {
    test(`${path} has no comment area`, async ({ page }) => {
      const requested = await blockGiscus(page);
      await page.goto(path);
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(500);
      await expect(page.locator('[data-comments]')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: /^(Comments|评论)$/ })).toHaveCount(0);
      expect(requested).toEqual([]);
    });
  }
});

test.describe('head scripts', () => {
  test('the enabled script is added after the load event, async, and its unreachable host changes nothing', async ({
    page,
    request,
  }) => {
    // Not in the server HTML, in any form; only the page's script policy names its host,
    // so that the browser may load it later.
    const html = await (await request.get('/guide/install/docker.html')).text();
    const policy = /<meta data-page-script-policy="" [^>]*>/;
    expect(html).toMatch(policy);
    expect(html.replace(policy, '')).not.toContain(new URL(UNREACHABLE_HEAD_SCRIPT).host);

    const problems = watchForErrors(page);
    await page.route(
      (url) => url.href === UNREACHABLE_HEAD_SCRIPT,
      (route) => route.abort(),
    );
    // Times of the load event and of the script's arrival in the document.
    await page.addInitScript(() => {
      const times = { load: -1, added: -1, atLoad: -1 };
      (window as unknown as { headScriptTimes: typeof times }).headScriptTimes = times;
      new MutationObserver(() => {
        if (times.added < 0 && document.querySelector('script[data-head-script]'))
          times.added = performance.now();
      }).observe(document, { childList: true, subtree: true });
      window.addEventListener('load', () => {
        times.load = performance.now();
        times.atLoad = document.querySelectorAll('script[data-head-script]').length;
      });
    });
    await page.goto('/guide/install/docker.html');
    await hydrated(page);

    const script = page.locator('head script[data-head-script="e2e-analytics"]');
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute('src', UNREACHABLE_HEAD_SCRIPT);
    await expect(script).toHaveAttribute('async', '');
    await expect(script).toHaveAttribute('data-website-id', 'e2e');
    const times = await page.evaluate(
      () =>
        (window as unknown as { headScriptTimes: { load: number; added: number; atLoad: number } })
          .headScriptTimes,
    );
    expect(times.atLoad).toBe(0);
    expect(times.load).toBeGreaterThan(0);
    expect(times.added).toBeGreaterThanOrEqual(times.load);

    // The failure is noticed and handled quietly; the page stays as it was.
    await expect(script).toHaveAttribute('data-head-script-failed', '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('script[data-head-script]')).toHaveCount(1);
    expect(ours(problems)).toEqual([]);
  });

  test('the script is added once per visit, not again on in-site navigation', async ({ page }) => {
    await page.route(
      (url) => url.href === UNREACHABLE_HEAD_SCRIPT,
      (route) => route.abort(),
    );
    await page.goto('/guide/install/');
    await hydrated(page);
    await expect(page.locator('script[data-head-script]')).toHaveCount(1);
    await page.locator('#docs-sidebar').getByRole('link', { name: 'Docker' }).click();
    await expect(page).toHaveURL(/\/guide\/install\/docker\.html$/);
    await page.waitForTimeout(1000);
    await expect(page.locator('script[data-head-script]')).toHaveCount(1);
  });
});
