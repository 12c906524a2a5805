/**
 * Catalogs, code demos and task lists as readers meet them: the lists come from
 * the build, the demo runs only in its sandboxed frame, and every task-list
 * checkbox has a name.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated, watchForErrors } from './helpers';

const hrefs = (links: Locator) =>
  links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));

test.describe('catalogs', () => {
  const ADMIN = [
    ['/guide/api/admin/', 'Pages in Admin API', ['Users', 'Storages', 'Meta', 'Drivers']],
    ['/zh/guide/api/admin/', '管理接口下的页面', ['用户', '存储', '元信息', '驱动']],
  ] as const;

  for (const [path, label, first] of ADMIN) {
    test(`${path} lists the pages of its folder as links`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const catalog = page.locator('main').getByRole('navigation', { name: label });
      const links = catalog.getByRole('link');
      await expect(links).toHaveCount(6);
      for (const [index, name] of first.entries()) await expect(links.nth(index)).toHaveText(name);
      const prefix = path.startsWith('/zh/') ? '/zh/guide/api/admin/' : '/guide/api/admin/';
      for (const href of await hrefs(links))
        expect(href).toMatch(new RegExp(`^${prefix}\\w+\\.html$`));

      // Each link is a real page of the same language.
      await links.nth(1).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}storage\\.html$`));
    });
  }

  test('a section start page lists its pages in sidebar order, with summaries', async ({
    page,
  }) => {
    await page.goto('/guide/install/');
    await hydrated(page);
    const catalog = page.locator('main').getByRole('navigation', { name: 'Pages in Install' });
    expect(await hrefs(catalog.getByRole('link'))).toEqual([
      '/guide/install/script.html',
      '/guide/install/manual.html',
      '/guide/install/docker.html',
      '/guide/install/desktop.html',
      '/guide/install/paas.html',
      '/guide/install/reverse-proxy.html',
      '/guide/install/source.html',
    ]);
    await expect(catalog.getByText('Run the xhofe/alist image')).toBeVisible();
    // The same pages, in the same order, as the sidebar's Install group.
    const sidebarInstall = await page
      .locator('#docs-sidebar a[href^="/guide/install/"][href$=".html"]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(sidebarInstall).toEqual(await hrefs(catalog.getByRole('link')));
  });

  test('a folder nests one level and a named folder can be listed anywhere', async ({ page }) => {
    await page.goto('/zh/guide/api/');
    await hydrated(page);
    const catalog = page.locator('main').getByRole('navigation', { name: 'HTTP API下的页面' });
    const admin = catalog.getByRole('listitem').filter({
      has: page.getByRole('link', { name: '管理接口', exact: true }),
    });
    await expect(admin.getByRole('link')).toHaveCount(7);

    await page.goto('/guide/writing-docs.html');
    await hydrated(page);
    const faq = page.locator('main').getByRole('navigation', { name: 'Pages in FAQ' });
    expect(await hrefs(faq.getByRole('link'))).toEqual([
      '/faq/why.html',
      '/faq/howto.html',
      '/faq/error.html',
      '/faq/seealso.html',
    ]);
  });

  test('catalog pages pass the automated accessibility checks', async ({ page }) => {
    for (const path of ['/guide/install/', '/zh/guide/api/']) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForTimeout(500);
      const results = await new AxeBuilder({ page })
        .include('main')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
    }
  });
});

test.describe('code demo', () => {
  test('Run shows the result inside a sandboxed frame, where its script works', async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await page.goto('/guide/writing-docs.html');
    await hydrated(page);
    const demo = page.getByRole('group', { name: 'A notice readers can hide' });
    await expect(demo.getByRole('tab')).toHaveText(['HTML', 'CSS', 'JS']);
    // Nothing runs before the reader asks.
    await expect(demo.locator('iframe')).toHaveCount(0);

    await demo.getByRole('button', { name: 'Run' }).click();
    const frame = demo.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    const result = demo.frameLocator('iframe');
    const notice = result.getByText('Maintenance tonight from 22:00 to 23:00.');
    await expect(notice).toBeVisible();
    await result.getByRole('button', { name: 'Hide' }).click();
    await expect(notice).toBeHidden();

    // The demo is a document of its own, which the host serves sandboxed: its origin is
    // opaque, so its script cannot reach this page.
    await expect(frame).toHaveAttribute('src', /^\/demo\/[0-9a-f]{16}\.html$/);
    const inner = page
      .frames()
      .find((candidate) => /\/demo\/[0-9a-f]{16}\.html$/.test(candidate.url()))!;
    expect(await inner.evaluate(() => window.origin)).toBe('null');
    expect(
      await inner.evaluate(() => {
        try {
          return window.parent.document.title;
        } catch {
          return 'blocked';
        }
      }),
    ).toBe('blocked');

    // Run again starts from a fresh document.
    await demo.getByRole('button', { name: 'Run again' }).click();
    await expect(demo.frameLocator('iframe').getByText('Maintenance tonight')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a demo runs on a page reached by in-site navigation, whose policy never names it', async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await page.goto('/guide/');
    await hydrated(page);
    await page.evaluate(() =>
      (window as unknown as { ___navigate(to: string): void }).___navigate(
        '/guide/writing-docs.html',
      ),
    );
    const demo = page.getByRole('group', { name: 'A notice readers can hide' });
    await demo.getByRole('button', { name: 'Run' }).click();
    const result = demo.frameLocator('iframe');
    await result.getByRole('button', { name: 'Hide' }).click();
    await expect(result.getByText('Maintenance tonight from 22:00 to 23:00.')).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('the CodePen button posts the code in a form that opens a new tab', async ({ page }) => {
    await page.goto('/zh/guide/writing-docs.html');
    await hydrated(page);
    const demo = page.getByRole('group', { name: '可以隐藏的通知' });
    const form = demo.locator('form');
    await expect(form).toHaveAttribute('action', 'https://codepen.io/pen/define');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('target', '_blank');
    const data = JSON.parse(await form.locator('input[name="data"]').inputValue()) as {
      title: string;
      html: string;
      js: string;
    };
    expect(data).toMatchObject({ title: '可以隐藏的通知' });
    expect(data.html).toContain('今晚 22:00 至 23:00 进行维护。');
    expect(data.js).toContain("addEventListener('click'");
    await expect(demo.getByRole('button', { name: /在 CodePen 中打开/ })).toBeVisible();
  });
});

test.describe('task lists', () => {
  const ITEMS = [
    ['/guide/writing-docs.html', 'Install AList', 'Add a storage', 'Put it behind a reverse proxy'],
    ['/zh/guide/writing-docs.html', '安装 AList', '添加一个存储', '配置反向代理'],
  ] as const;

  for (const [path, first, second, open] of ITEMS) {
    test(`${path}: every checkbox is named by its item and read-only`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const main = page.locator('main');
      await expect(main.getByRole('checkbox', { name: first })).toBeChecked();
      await expect(main.getByRole('checkbox', { name: second })).toBeChecked();
      const todo = main.getByRole('checkbox', { name: open });
      await expect(todo).not.toBeChecked();
      await expect(todo).toBeDisabled();
      const results = await new AxeBuilder({ page }).withRules(['label']).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
