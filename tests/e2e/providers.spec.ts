/**
 * The site-wide providers as a reader meets them: notices, the language
 * prompt, the API-server choice, the progress bar, chunk-load recovery and
 * sponsor slots. The build is `npm run build:test`, whose fixture data adds a
 * session notice on /faq/, a dialog notice on /config/site.html and an
 * advertiser address nothing listens on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { expect, test } from './fixtures';
import { hydrated, isUnreachableHeadScript, watchForErrors } from './helpers';
import { BUILD_STATS_FILE } from '../../gatsby/paths';
import { waitForServer } from './server';

test.use({ popups: 'fresh' });

const UPGRADE_NOTICE = 'Before you upgrade AList';

test.describe('notices', () => {
  test('a showOnce notice shows until closed, and stays closed after a reload', async ({
    page,
  }) => {
    const errors = watchForErrors(page);
    await page.goto('/guide/install/docker.html');
    await hydrated(page);
    const notice = page.getByRole('dialog', { name: UPGRADE_NOTICE });
    await expect(notice).toBeVisible();
    // A corner popup: below the navbar, and the page does not move for it.
    const box = await notice.boundingBox();
    expect(box!.y).toBeGreaterThan(60);
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog', { name: UPGRADE_NOTICE })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a notice without showOnce comes back in a new session', async ({ page, browser }) => {
    await page.goto('/faq/');
    await hydrated(page);
    const notice = page.getByRole('dialog', { name: 'Test notice for this session' });
    await expect(notice).toBeVisible();
    // Taking an action counts as closing it.
    await notice.getByRole('link', { name: 'Read the FAQ index' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog', { name: 'Test notice for this session' })).toHaveCount(0);

    const session = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const later = await session.newPage();
    await later.goto('/faq/');
    await expect(later.getByRole('dialog', { name: 'Test notice for this session' })).toBeVisible();
    await session.close();
  });

  test('a fullscreen notice is modal: focus inside, confirm instead of close, Escape dismisses', async ({
    page,
  }) => {
    await page.goto('/config/site.html');
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Test notice in a dialog' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('button', { name: 'Got it' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    // The page behind is inert: nothing there can take focus or be read.
    expect(
      await page.evaluate(() => document.querySelector('main')?.closest('[inert]') !== null),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('[inert]')).toHaveCount(0);
  });
});

test.describe('the language prompt, for a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('offers the Chinese page in Chinese; switching lands on its counterpart; remembered, it asks no more', async ({
    page,
  }) => {
    const errors = watchForErrors(page);
    await page.goto('/guide/install/docker.html#compose');
    await hydrated(page);
    const prompt = page.getByRole('dialog', { name: '切换到中文版？' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toHaveAttribute('lang', 'zh-CN');
    // The server sent none of it.
    const html = await (await page.request.get('/guide/install/docker.html')).text();
    expect(html).not.toContain('切换到中文版');
    await prompt.getByRole('checkbox', { name: '记住我的选择' }).check();
    await prompt.getByRole('button', { name: '切换到中文' }).click();
    await expect(page).toHaveURL(/\/zh\/guide\/install\/docker\.html(#compose)?$/);
    await page.goto('/guide/install/script.html');
    await hydrated(page);
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog', { name: '切换到中文版？' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('is never shown on the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await hydrated(page);
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog', { name: '切换到中文版？' })).toHaveCount(0);
  });
});

test.describe('the language prompt, for an English browser', () => {
  test.use({ locale: 'en-US' });

  test('asks nothing on an English page, and staying lasts the session', async ({ page }) => {
    await page.goto('/guide/');
    await hydrated(page);
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog', { name: /English|中文/ })).toHaveCount(0);
    await page.goto('/zh/guide/');
    const prompt = page.getByRole('dialog', { name: 'Read this page in English?' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    await page.goto('/zh/faq/');
    await hydrated(page);
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog', { name: 'Read this page in English?' })).toHaveCount(0);
  });
});

test.describe('the language prompt, for a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('offers the default locale, /zh/', async ({ page }) => {
    await page.goto('/guide/');
    const prompt = page.getByRole('dialog', { name: '切换到中文版？' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: '切换到中文' }).click();
    await expect(page).toHaveURL(/\/zh\/guide\/$/);
  });
});

test.describe('the API-server choice', () => {
  test.use({ popups: 'answered' });

  test('is offered on driver, tool and sidebar-less pages, stored as api_name, and survives a reload', async ({
    page,
  }) => {
    await page.goto('/guide/drivers/115.html');
    await hydrated(page);
    const select = page
      .locator('#docs-sidebar')
      .getByRole('combobox', { name: 'API server for the tools' });
    await expect(select).toBeVisible();
    // Served from 127.0.0.1, the site also offers the local server.
    await expect(select.getByRole('option')).toHaveText([
      'https://api.nn.ci (cf)',
      'https://api.xhofe.top (cn)',
      'https://api-de.nn.ci (de)',
      'http://localhost:3002 (local)',
    ]);
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await select.selectOption('cn');
    expect(await page.evaluate(() => localStorage.getItem('api_name'))).toBe('cn');
    await page.reload();
    await hydrated(page);
    await expect(page.locator('#docs-sidebar').getByRole('combobox')).toHaveValue('cn');

    for (const other of ['/tool/', '/zh/pricing.html']) {
      await page.goto(other);
      await hydrated(page);
      await expect(page.locator('main').getByRole('combobox')).toHaveValue('cn');
    }
    await page.goto('/guide/install/docker.html');
    await hydrated(page);
    await expect(page.getByRole('combobox')).toHaveCount(0);
  });

  test('a stored local on a public address resolves to cf', async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP docs.alist.test 127.0.0.1'],
    });
    const page = await browser.newPage();
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('api_name', 'local');
      }
      localStorage.setItem('docs.languagePrompt', 'stay');
    });
    await page.goto('http://docs.alist.test:9000/guide/drivers/115.html');
    await hydrated(page);
    const select = page.locator('#docs-sidebar').getByRole('combobox');
    await expect(select).toHaveValue('cf');
    await expect(select.getByRole('option')).toHaveCount(3);
    expect(await page.evaluate(() => localStorage.getItem('api_name'))).toBe('cf');
    await browser.close();
  });
});

test.describe('navigation', () => {
  test.use({ popups: 'answered' });

  test('the progress bar shows while a new page loads', async ({ page }) => {
    await page.goto('/guide/install/');
    await hydrated(page);
    await page.route('**/page-data/guide/install/docker.html/page-data.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.locator('main').getByRole('link', { name: 'Docker', exact: true }).first().click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveAttribute('aria-hidden', 'true');
    await expect(page).toHaveURL(/docker\.html$/);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('a link clicked with Ctrl opens a new tab and leaves this page alone', async ({
    page,
    context,
  }) => {
    await page.goto('/guide/install/');
    await hydrated(page);
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      page
        .locator('#docs-sidebar')
        .getByRole('link', { name: 'Docker' })
        .click({ modifiers: ['Control'] }),
    ]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe('/guide/install/docker.html');
    expect(new URL(page.url()).pathname).toBe('/guide/install/');
  });

  test('a sponsor click counts with the advertiser down: one console error, and the reader still gets there', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !isUnreachableHeadScript(message))
        errors.push(message.text());
    });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/blade-adv/stats')) posts.push(request.postData() ?? '');
    });
    await page.goto('/guide/install/docker.html');
    await hydrated(page);
    const sponsor = page.locator('#docs-sidebar [data-sponsor="contribute"]');
    await expect(sponsor.getByRole('img')).toHaveAttribute('width', '240');
    await sponsor.click();
    await expect(page).toHaveURL(/\/guide\/community\.html#ways-to-help$/);
    await expect.poll(() => errors.length, { message: JSON.stringify({ errors, posts }) }).toBe(1);
    await page.waitForTimeout(500);
    // The browser's own report of the failed request, and nothing else.
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Failed to load resource|blade-adv\/stats/);
    expect(posts).toEqual(['{"name":"contribute"}']);
  });
});

test.describe('a chunk that is gone', () => {
  test.use({ popups: 'answered' });
  const PORT = 9011;
  let server: ChildProcess;
  let copy: string;

  test.beforeAll(async () => {
    copy = mkdtempSync(path.join(tmpdir(), 'alist-docs-chunks-'));
    cpSync('public', copy, { recursive: true });
    // The code of the docker page's tabs, which the page it is reached from does not use.
    const stats = JSON.parse(readFileSync(BUILD_STATS_FILE, 'utf8')) as {
      namedChunkGroups: Record<string, { assets: { name: string }[] }>;
    };
    const group = 'tabs-behaviour';
    const others = Object.entries(stats.namedChunkGroups)
      .filter(([name]) => name !== group)
      .flatMap(([, value]) => value.assets.map((asset) => asset.name));
    const own = stats.namedChunkGroups[group]!.assets.map((asset) => asset.name).filter(
      (name) => !others.includes(name),
    );
    expect(own.length).toBeGreaterThan(0);
    for (const name of own) rmSync(path.join(copy, name));
    server = spawn('node', ['scripts/serve.mjs', '--port', String(PORT), '--dir', copy], {
      stdio: 'ignore',
    });
    await waitForServer(`http://127.0.0.1:${PORT}/`);
  });

  test.afterAll(() => {
    server?.kill();
    rmSync(copy, { recursive: true, force: true });
  });

  test('recovers with one full load of the target, never a loop', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('Could not load')) messages.push(message.text());
    });
    await page.goto(`http://127.0.0.1:${PORT}/guide/install/`);
    await hydrated(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        documents.push(new URL(request.url()).pathname);
    });
    await page.locator('#docs-sidebar').getByRole('link', { name: 'Docker' }).click();
    await expect(page).toHaveURL(/\/guide\/install\/docker\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Docker' })).toBeVisible();
    await page.waitForTimeout(2000);
    expect(documents).toEqual(['/guide/install/docker.html']);
    expect(messages.length).toBeGreaterThanOrEqual(1);
    expect(messages[0]).toMatch(
      /loading http:\/\/127\.0\.0\.1:9011\/guide\/install\/docker\.html afresh/,
    );
  });
});
