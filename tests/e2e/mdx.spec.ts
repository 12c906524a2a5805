import { expect, test } from './fixtures';
import { hydrated, watchForErrors } from './helpers';

test('the writing-docs page renders every piece of the MDX vocabulary', async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto('/guide/writing-docs.html');
  await hydrated(page);
  const main = page.locator('main');

  // Containers: titled and untitled of every kind, details closed until opened.
  for (const kind of ['tip', 'info', 'warning', 'danger']) {
    await expect(main.locator(`.callout-${kind}`).first()).toBeVisible();
  }
  await expect(main.getByText('A tip with a title')).toBeVisible();
  const details = main.locator('details').filter({ hasText: 'Show the full log' });
  await expect(details.getByText('Long output')).toBeHidden();
  await details.locator('summary').click();
  await expect(details.getByText('Long output')).toBeVisible();

  // Alignment containers.
  await expect(main.getByText('This paragraph is centred.')).toHaveCSS('text-align', 'center');
  await expect(main.getByText('This paragraph is aligned to the right.')).toHaveCSS(
    'text-align',
    'right',
  );

  // Badge.
  await expect(main.getByText('deprecated', { exact: true })).toBeVisible();

  // Tabs with one id switch together (the code demo further down has tabs of its own).
  const tablists = main.locator('[data-tabs-id="writing-docs-demo"]').getByRole('tablist');
  await expect(tablists).toHaveCount(2);
  await tablists.nth(0).getByRole('tab', { name: 'Caddy' }).click();
  await expect(tablists.nth(1).getByRole('tab', { name: 'Caddy' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(main.getByText('Caddy picks up a changed Caddyfile')).toBeVisible();

  // Code: a known language is highlighted, an unknown one stays plain.
  await expect(main.locator('pre code .token').first()).toBeAttached();
  const plain = main.locator('pre', { hasText: 'INFO start HTTP server' });
  await expect(plain.locator('.token')).toHaveCount(0);

  // GFM table alignment, task list, strikethrough, emoji, mark, sup, sub.
  const table = main.locator('table', { hasText: 'Right aligned' });
  await expect(table.locator('td').nth(2)).toHaveCSS('text-align', 'right');
  await expect(table.locator('td').nth(1)).toHaveCSS('text-align', 'center');
  await expect(main.locator('input[type="checkbox"]')).toHaveCount(3);
  await expect(main.locator('input[type="checkbox"]:checked')).toHaveCount(2);
  await expect(main.locator('del', { hasText: 'struck-out text' })).toBeVisible();
  await expect(main.getByText('🎉').first()).toBeVisible();
  await expect(main.locator('mark', { hasText: 'highlighted text' })).toBeVisible();
  await expect(main.locator('sup', { hasText: '10' })).toBeVisible();
  await expect(main.locator('sub', { hasText: '2' })).toBeVisible();

  // Links: relative .mdx and site paths become page addresses; external links open a new tab.
  await expect(main.getByRole('link', { name: 'the install script' })).toHaveAttribute(
    'href',
    '/guide/install/script.html',
  );
  await expect(main.getByRole('link', { name: 'the configuration file' })).toHaveAttribute(
    'href',
    '/config/configuration.html',
  );
  await expect(main.getByRole('link', { name: /the AList repository/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  expect(problems).toEqual([]);
});

test('relative links resolve to Chinese pages on the Chinese page', async ({ page }) => {
  await page.goto('/zh/guide/writing-docs.html');
  await hydrated(page);
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/zh\//);
});

test.describe('option tables kept from the server markup', () => {
  /** Per option table in main: its row ids, and whether React rendered its rows. */
  const optionTables = (page: import('@playwright/test').Page) =>
    page.locator('main .table-wrapper').evaluateAll((wrappers) =>
      wrappers
        .filter((wrapper) => wrapper.querySelector('tr[id]'))
        .map((wrapper) => ({
          rows: [...wrapper.querySelectorAll('tr[id]')].map((row) => row.id),
          rendered: Object.keys(wrapper.querySelector('tr[id]')!).some((key) =>
            key.startsWith('__reactFiber'),
          ),
        })),
    );

  /** The content's component classes that no stylesheet of the document styles. */
  const unstyledClasses = (page: import('@playwright/test').Page) =>
    page.evaluate(() => {
      const selectors: string[] = [];
      const collect = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
          else if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of document.styleSheets) collect(sheet.cssRules);
      const classes = new Set(
        [...document.querySelectorAll('[data-content-host] [class*="css-"]')].flatMap((element) =>
          [...element.classList].filter((name) => name.startsWith('css-')),
        ),
      );
      return [...classes].filter(
        (name) => !selectors.some((selector) => selector.includes(`.${name}`)),
      );
    });

  test('a first visit and an in-site visit both show the build’s rows, styled, and hydrate none', async ({
    page,
    request,
  }) => {
    const problems = watchForErrors(page);
    await page.goto('/zh/guide/drivers/aliyundrive.html');
    await hydrated(page);
    const first = await optionTables(page);
    expect(first.length).toBeGreaterThanOrEqual(2);
    expect(first.every((table) => !table.rendered)).toBe(true);
    expect(first[0]!.rows).toContain('option.aliyundrive.refresh_token');
    expect(await unstyledClasses(page)).toEqual([]);

    // The full-screen control around a kept table still works.
    const main = page.locator('main');
    await main.getByRole('button', { name: '全屏显示' }).first().click();
    await main.getByRole('button', { name: '退出全屏' }).click();
    await expect(main.getByRole('button', { name: '全屏显示' }).first()).toBeFocused();

    const served = await (await request.get('/zh/guide/drivers/aliyundrive_open.html')).text();
    const servedRows = [...served.matchAll(/<tr id="(option\.[^"]+)"/g)].map((match) => match[1]);
    await page
      .locator('aside')
      .getByRole('link', { name: /阿里云盘 Open/ })
      .first()
      .click();
    await expect(page).toHaveURL(/aliyundrive_open\.html$/);
    await expect(page.locator('main tr[id^="option.aliyundriveopen."]').first()).toBeVisible();
    const next = await optionTables(page);
    expect(next.every((table) => !table.rendered)).toBe(true);
    expect(next.flatMap((table) => table.rows)).toEqual(servedRows);
    expect(next.flatMap((table) => table.rows)).not.toContain('option.aliyundrive.refresh_token');
    await expect.poll(() => unstyledClasses(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
