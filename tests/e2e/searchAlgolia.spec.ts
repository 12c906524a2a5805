/**
 * Search with an Algolia DocSearch index configured, and Algolia out of reach
 * (as on a machine without internet, and enforced here): the host is
 * preconnected when the browser is idle, a query goes out only after a 500 ms
 * pause in typing, the dialog shows its "cannot fetch results" state, and the
 * page raises no uncaught error. Builds a small fixture site of its own.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { isolatedCopy } from '../../scripts/isolatedCopy.mjs';
import { expect, test } from './fixtures';
import { hydrated, watchForErrors } from './helpers';
import { waitForServer } from './server';

const PORT = 9107;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const APP_ID = 'TESTAPP123';

test.describe('search with Algolia configured and unreachable', () => {
  // Serial: one build and one server on PORT for both tests (two workers would each start one there).
  test.describe.configure({ mode: 'serial', timeout: 8 * 60_000 });
  let copy: { dir: string; remove: () => void };
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    // The hook builds a site; the describe's timeout does not reach hooks.
    test.setTimeout(8 * 60_000);
    copy = isolatedCopy(process.cwd(), { name: 'search-algolia', fixture: 'search-algolia' });
    appendFileSync(
      path.join(copy.dir, 'content', 'data', 'site.yaml'),
      `search:\n  appId: ${APP_ID}\n  apiKey: 0123456789abcdef\n  indexName: alist-docs\n  locales:\n    zh: { indexName: alist-docs-zh }\n`,
    );
    const build = spawnSync(path.join(copy.dir, 'node_modules', '.bin', 'gatsby'), ['build'], {
      cwd: copy.dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: '1',
        CI: '1',
        DOCS_CONTENT_ROOT: 'tests/fixtures/search-algolia',
      },
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(build.status, `${build.stdout}\n${build.stderr}`.slice(-3000)).toBe(0);
    server = spawn(
      'node',
      ['scripts/serve.mjs', '--port', String(PORT), '--dir', path.join(copy.dir, 'public')],
      {
        stdio: 'ignore',
      },
    );
    await waitForServer(`${ORIGIN}/`);
  });

  test.afterAll(() => {
    server?.kill();
    copy?.remove();
  });

  test('preconnects, waits for a pause in typing, and shows the error state', async ({ page }) => {
    const problems = watchForErrors(page);
    const queries: Array<{ at: number; body: string }> = [];
    await page.route(/algolia(net)?\.(net|com|io)/, (route) => {
      queries.push({ at: Date.now(), body: route.request().postData() ?? '' });
      return route.abort('internetdisconnected');
    });
    await waitForServer(`${ORIGIN}/guide/`);
    await page.goto(`${ORIGIN}/guide/`);
    await hydrated(page);
    await expect(
      page.locator(`link[rel="preconnect"][href="https://testapp123-dsn.algolia.net"]`),
    ).toHaveCount(1);

    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').pressSequentially('docke', { delay: 60 });
    // Taken before the last key goes out, so the debounce counts from after this moment.
    const typed = Date.now();
    await page.keyboard.press('r');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Cannot fetch results');
    expect(queries.length).toBeGreaterThan(0);
    // One query for the whole word, sent after the pause, never one per letter.
    expect(queries[0]!.at - typed).toBeGreaterThanOrEqual(400);
    for (const query of queries) {
      expect(query.body).toContain('docker');
      expect(query.body).not.toMatch(/"query":"d(o|oc|ock|ocke)?"/);
    }
    expect(problems.filter((problem) => !problem.includes('Failed to load resource'))).toEqual([]);
  });

  test('the Chinese pages ask their own index and show the Chinese error', async ({ page }) => {
    const problems = watchForErrors(page);
    const bodies: string[] = [];
    await page.route(/algolia(net)?\.(net|com|io)/, (route) => {
      bodies.push(`${route.request().url()} ${route.request().postData() ?? ''}`);
      return route.abort('internetdisconnected');
    });
    await page.goto(`${ORIGIN}/zh/guide/`);
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('安装');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('无法获取结果');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('网络');
    expect(bodies.join('\n')).toContain('alist-docs-zh');
    expect(problems.filter((problem) => !problem.includes('Failed to load resource'))).toEqual([]);
  });
});
