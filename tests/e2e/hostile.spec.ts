/**
 * Hostile input cannot blank a page: malformed hashes and queries, an overlong
 * path, `..` segments, and every stored preference set to something broken.
 * Each page keeps its content, raises no uncaught error and logs no console
 * error of its own (the browser's own report of a missing document is not one).
 */
import { expect, test, type Page } from './fixtures';
import { hydrated, UNREACHABLE_HEAD_SCRIPT, watchForErrors } from './helpers';

const PAGES = [
  '/',
  '/zh/',
  '/guide/install/docker.html',
  '/zh/guide/drivers/aliyundrive.html',
  '/tool/dropbox/request.html',
  '/zh/tool/',
];

const ADDRESS_TAILS = ['#%', '?%', '#%E0%A4%A', '?q=%E0%A4%A#%zz', '?%00#%00'];

/** Every key the site stores, and the session keys of the tools. */
const STORED_KEYS = {
  local: [
    'docs.colorMode',
    'docs.languagePrompt',
    'docs.chunkRecovery',
    'docs.tab.drivers-189',
    'docs.tab.install-docker',
    'api_name',
  ],
  session: ['docs.languagePrompt', 'tool_sign_in'],
};

const BROKEN_VALUES = {
  'malformed JSON': '{"oops":',
  'an unknown value': 'definitely-not-a-known-value',
  'a very long string': 'x'.repeat(200_000),
};

const ours = (problems: string[]) =>
  problems.filter(
    (problem) =>
      !/Failed to load resource: the server responded with a status of 404/.test(problem),
  );

async function expectWholePage(page: Page, fullAddress: string) {
  const address = fullAddress.slice(0, 80);
  await hydrated(page);
  const main = page.locator('main');
  await expect(main, address).toBeVisible();
  // Real text, not an empty frame (a Chinese not-found page says a lot in 30 characters).
  expect(((await main.innerText()) ?? '').trim().length, address).toBeGreaterThan(20);
  await expect(page.locator('[data-part-failed]'), address).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.href === UNREACHABLE_HEAD_SCRIPT,
    (route) => route.abort(),
  );
});

// One test per page and case, so no test's outcome depends on how fast the machine gets through
// a loop of them.
for (const path of PAGES)
  for (const tail of ADDRESS_TAILS)
    test(`${path}${tail} stays whole, and so does a malformed hash after load`, async ({
      page,
    }) => {
      const problems = watchForErrors(page);
      const address = `${path}${tail}`;
      await page.goto(address);
      await expectWholePage(page, address);
      // A hash change after load goes through the same decoding.
      await page.evaluate(() => {
        window.location.hash = '%';
      });
      await page.waitForTimeout(100);
      await expect(page.locator('main'), address).toBeVisible();
      expect(ours(problems), address).toEqual([]);
    });

for (const address of [
  `/guide/${'a'.repeat(3000)}.html`,
  `/zh/${'深'.repeat(500)}/`,
  '/guide/%2e%2e/guide/install/docker.html',
  '/zh/guide/../guide/install/docker.html',
  '/guide/install/..%2f..%2fetc/passwd',
  // A path that starts with // reads as another host to history.replaceState.
  '//evil.example/%E0%A4%A',
  '//evil.example/..%2f..%2f',
  '//zh/guide/%zz',
  '/%zz/%',
])
  test(`${address.slice(0, 40)} gets a whole page, found or not found`, async ({
    page,
    baseURL,
  }) => {
    const problems = watchForErrors(page);
    // Written out in full: on its own, `//evil.example/…` would be another host to goto as well.
    const response = await page.goto(`${new URL(baseURL!).origin}${address}`);
    expect([address, [200, 400, 404].includes(response?.status() ?? 0)]).toEqual([address, true]);
    if (response?.status() !== 400) await expectWholePage(page, address);
    expect(ours(problems), address).toEqual([]);
  });

for (const [label, value] of Object.entries(BROKEN_VALUES))
  for (const path of PAGES)
    test(`${path} stays whole with every stored preference set to ${label}`, async ({ page }) => {
      await page.addInitScript(
        ({ keys, broken }) => {
          for (const key of keys.local) localStorage.setItem(key, broken);
          for (const key of keys.session) sessionStorage.setItem(key, broken);
          // Notice flags too: whatever keys the page looks up under docs.notice.
          for (let index = 0; index < 5; index += 1)
            localStorage.setItem(`docs.notice.${index}`, broken);
        },
        { keys: STORED_KEYS, broken: value },
      );
      const problems = watchForErrors(page);
      await page.goto(path);
      await expectWholePage(page, path);
      expect(ours(problems), path).toEqual([]);
    });
