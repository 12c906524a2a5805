/**
 * The tool pages against stand-ins of the servers they talk to
 * (tests/e2e/stubs/toolServers.mjs): the `local` API server on port 3002 and
 * an OAuth provider on port 3003. Provider hosts are routed to the stand-in,
 * so a sign-in runs its whole round trip: request page, provider, callback,
 * token request, token on screen.
 */
import { readFileSync } from 'node:fs';
import type { ConsoleMessage, Page, Route } from '@playwright/test';
import YAML from 'yaml';
import { expect, test } from './fixtures';
import { hydrated, watchForErrors } from './helpers';

const API = 'http://127.0.0.1:3002';
/** The `local` choice of content/data/apiServers.yaml: the address the pages call. */
const LOCAL_API = 'http://localhost:3002';
const DE_API = 'https://api-de.nn.ci';
const OAUTH = 'http://127.0.0.1:3003';
/** The site under test, as playwright.config.ts serves it. */
const SITE = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 9000}`;

interface Logged {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
}

async function stubLog(): Promise<Logged[]> {
  return (await (await fetch(`${API}/__log`)).json()) as Logged[];
}

/** A value no other test uses, so parallel tests can read the shared log. */
const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/**
 * Awaits an expectation; when it fails, the error also lists the calls the page made to the
 * stub (read with tagApiCalls), so a failure seen once in a full run says how far the flow got.
 */
async function showingCalls(calls: () => Promise<Logged[]>, expectation: Promise<unknown>) {
  try {
    await expectation;
  } catch (error) {
    const made = (await calls()).map((entry) => `${entry.method} ${entry.path}`);
    throw new Error(
      `${String(error)}\nThe page's calls to the API stub: ${made.join(', ') || 'none'}`,
    );
  }
}

async function useServer(page: Page, key: 'local' | 'de' = 'local') {
  await page.addInitScript((name) => {
    try {
      localStorage.setItem('api_name', name);
    } catch {
      // A sandboxed frame of the page (an embed) has no storage; the page itself has.
    }
  }, key);
}

/**
 * Marks this page's calls to the `local` API server with a query value of its
 * own and returns a reader of the stub's log entries that carry it, so a test
 * can count its own requests while other tests use the same stub.
 */
async function tagApiCalls(page: Page): Promise<() => Promise<Logged[]>> {
  const tag = unique('page');
  await page.route(`${LOCAL_API}/**`, async (route: Route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('e2e_page', tag);
    await route.continue({ url: url.toString() });
  });
  return async () => (await stubLog()).filter((entry) => entry.query.e2e_page === tag);
}

/** The browser's own report of a call the test made fail on purpose: not an error of the page. */
const failedCallTo =
  (base: string) =>
  (message: ConsoleMessage): boolean =>
    message.text().startsWith('Failed to load resource') && message.location().url.startsWith(base);

/** Sends a provider's sign-in page to the stand-in, which answers with `code` (or `error`) and the state. */
async function routeAuthorize(
  page: Page,
  pattern: string,
  answer: { code?: string; error?: string } = {},
) {
  const seen: URL[] = [];
  await page.route(pattern, async (route: Route) => {
    const asked = new URL(route.request().url());
    seen.push(asked);
    const stub = new URL(`${OAUTH}/authorize`);
    asked.searchParams.forEach((value, name) => stub.searchParams.set(name, value));
    if (answer.code) stub.searchParams.set('stub_code', answer.code);
    if (answer.error) stub.searchParams.set('stub_error', answer.error);
    const response = await route.fetch({ url: stub.toString(), maxRedirects: 0 });
    await route.fulfill({ response });
  });
  return seen;
}

/** Answers a provider's API host from the stand-in, keeping a record of what was asked. */
async function routeDirect(page: Page, pattern: string, stubPath: string) {
  const seen: string[] = [];
  await page.route(pattern, async (route: Route) => {
    const request = route.request();
    seen.push(request.url());
    const asked = new URL(request.url());
    const response = await route.fetch({ url: `${OAUTH}${stubPath}${asked.search}` });
    await route.fulfill({ response });
  });
  return seen;
}

const tokenBox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A sign-in that leaves the site for the provider and comes back to a callback page. */
interface SignIn {
  tool: 'aliyundrive' | 'baidu' | 'dropbox' | 'google' | 'onedrive' | 'yandex';
  /** The page whose button starts the sign-in. */
  start: string;
  button: string;
  /** Fields (by label) the start form needs before its button works. */
  fill?: Record<string, string>;
  authorize: string;
  /** Where the code would be exchanged: a path of the API server, or a provider host called directly. */
  exchange: { api: string } | { direct: string; stubPath: string };
}

const SIGN_INS: SignIn[] = [
  {
    tool: 'aliyundrive',
    start: '/tool/aliyundrive/request.html',
    button: 'Go to sign-in',
    authorize: 'https://open.aliyundrive.com/oauth/authorize**',
    exchange: { api: '/alist/ali_open/code' },
  },
  {
    tool: 'baidu',
    start: '/tool/baidu/callback.html',
    button: 'Go to Baidu sign-in',
    authorize: 'https://openapi.baidu.com/oauth/2.0/authorize**',
    exchange: { api: '/alist/baidu/get_refresh_token' },
  },
  {
    tool: 'dropbox',
    start: '/tool/dropbox/request.html',
    button: 'Go to Dropbox sign-in',
    authorize: 'https://www.dropbox.com/oauth2/authorize**',
    exchange: { api: '/alist/dropbox/token' },
  },
  {
    tool: 'google',
    start: '/tool/google/request.html',
    button: 'Go to Google sign-in',
    fill: { client_id: '1234.apps.googleusercontent.com', client_secret: 'g-secret' },
    authorize: 'https://accounts.google.com/o/oauth2/auth**',
    exchange: { direct: 'https://www.googleapis.com/oauth2/v4/token', stubPath: '/google/token' },
  },
  {
    tool: 'onedrive',
    start: '/tool/onedrive/request.html',
    button: 'Go to Microsoft sign-in',
    authorize: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize**',
    exchange: { api: '/alist/onedrive/get_refresh_token' },
  },
  {
    tool: 'yandex',
    start: '/tool/yandex/callback.html',
    button: 'Go to Yandex sign-in',
    fill: { client_secret: 'ya-secret' },
    authorize: 'https://oauth.yandex.com/authorize**',
    exchange: { direct: 'https://oauth.yandex.com/token', stubPath: '/yandex/token' },
  },
];

/**
 * The code exchanges this page asks for: read from the API stub's log, or
 * counted where the provider's token host is routed to the stub.
 */
async function watchExchanges(page: Page, exchange: SignIn['exchange']) {
  if ('direct' in exchange) {
    const seen = await routeDirect(page, exchange.direct, exchange.stubPath);
    return async () => seen;
  }
  const ownCalls = await tagApiCalls(page);
  return async () =>
    (await ownCalls())
      .filter((entry) => entry.path === exchange.api)
      .map((entry) => `${entry.path} ${JSON.stringify(entry.query)} ${JSON.stringify(entry.body)}`);
}

async function startSignIn(page: Page, signIn: SignIn) {
  await page.goto(signIn.start);
  await hydrated(page);
  for (const [label, value] of Object.entries(signIn.fill ?? {}))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: signIn.button }).click();
}

test.describe('sign-in round trips', () => {
  test.beforeEach(async ({ page }) => useServer(page));

  test('Aliyundrive Open: the public app, a random state, the token once', async ({ page }) => {
    const errors = watchForErrors(page);
    const ownCalls = await tagApiCalls(page);
    const code = unique('ali');
    const authorize = await routeAuthorize(page, 'https://open.aliyundrive.com/oauth/authorize**', {
      code,
    });
    await page.goto('/tool/aliyundrive/request.html');
    await hydrated(page);
    await expect(page.getByRole('combobox', { name: 'API server' })).toHaveValue('local');
    await expect(page.getByText(`${SITE}/tool/aliyundrive/callback`)).toBeVisible();
    await page.getByRole('button', { name: 'Go to sign-in' }).click();

    await expect(tokenBox(page, 'refresh_token')).toHaveValue(`ali-refresh-${code}-public`);
    const asked = Object.fromEntries(authorize[0]!.searchParams);
    expect(asked.client_id).toBe('76917ccccd4441c39457a04f6084fb2f');
    expect(asked.redirect_uri).toBe(`${SITE}/tool/aliyundrive/callback`);
    expect(asked.state).toMatch(/^[0-9a-f]{64}$/);
    // The code has left the address bar, and the state is used up.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => sessionStorage.getItem('tool_sign_in') ?? '{}')).toBe('{}');

    // The same answer again: refused, and no second token request.
    await page.goto(`/tool/aliyundrive/callback.html?code=${code}&state=${asked.state}`);
    await expect(page.getByText('This browser did not start this sign-in')).toBeVisible();
    const exchanges = (await ownCalls()).filter((entry) => entry.path === '/alist/ali_open/code');
    expect(exchanges.map((entry) => entry.body.code)).toEqual([code]);
    expect(errors).toEqual([]);
  });

  test('Aliyundrive Open: an own client goes in the request body, never in an address', async ({
    page,
  }) => {
    const code = unique('own');
    const authorize = await routeAuthorize(page, 'https://open.aliyundrive.com/oauth/authorize**', {
      code,
    });
    await page.goto('/tool/aliyundrive/request.html');
    await hydrated(page);
    await page.getByRole('checkbox', { name: 'Use my own client' }).check();
    const go = page.getByRole('button', { name: 'Go to sign-in' });
    await expect(go).toBeDisabled();
    await page.getByRole('textbox', { name: 'client_id' }).fill('my-app');
    await page.getByLabel('client_secret').fill('top-secret-value');
    await go.click();
    await expect(tokenBox(page, 'refresh_token')).toHaveValue(`ali-refresh-${code}-my-app`);
    expect(authorize[0]!.toString()).not.toContain('top-secret-value');
    expect(authorize[0]!.searchParams.get('client_id')).toBe('my-app');
    const exchange = (await stubLog()).find((entry) => entry.body.code === code)!;
    expect(exchange.body).toEqual({
      code,
      grant_type: 'authorization_code',
      client_id: 'my-app',
      client_secret: 'top-secret-value',
    });
  });

  test('Baidu starts on its callback page and finishes there', async ({ page }) => {
    const code = unique('baidu');
    const authorize = await routeAuthorize(
      page,
      'https://openapi.baidu.com/oauth/2.0/authorize**',
      { code },
    );
    await page.goto('/tool/baidu/callback.html');
    await hydrated(page);
    await page.getByRole('button', { name: 'Go to Baidu sign-in' }).click();
    await expect(tokenBox(page, 'refresh_token')).toHaveValue(`baidu-refresh-${code}`);
    expect(authorize[0]!.searchParams.get('scope')).toBe('basic,netdisk');
  });

  test('Dropbox with an own app, in Chinese: back to the Chinese page', async ({ page }) => {
    const code = unique('dbx');
    const authorize = await routeAuthorize(page, 'https://www.dropbox.com/oauth2/authorize**', {
      code,
    });
    await page.goto('/zh/tool/dropbox/request.html');
    await hydrated(page);
    await page.getByRole('checkbox', { name: '使用我自己的应用' }).check();
    await page.getByRole('textbox', { name: 'client_id' }).fill('dbx-app');
    await page.getByRole('button', { name: '前往 Dropbox 登录' }).click();
    await expect(page).toHaveURL(/\/zh\/tool\/dropbox\/callback(\.html)?$/);
    await expect(tokenBox(page, 'refresh_token')).toHaveValue(`dropbox-refresh-${code}-dbx-app`);
    await expect(page.getByText('完成', { exact: true })).toBeVisible();
    // Providers match the registered address exactly, so it has no language prefix.
    expect(authorize[0]!.searchParams.get('redirect_uri')).toBe(`${SITE}/tool/dropbox/callback`);
  });

  test('Google: own client, tokens straight from Google, then every album page', async ({
    page,
  }) => {
    const code = unique('g');
    await routeAuthorize(page, 'https://accounts.google.com/o/oauth2/auth**', { code });
    const tokenCalls = await routeDirect(
      page,
      'https://www.googleapis.com/oauth2/v4/token',
      '/google/token',
    );
    const albumCalls = await routeDirect(
      page,
      'https://photoslibrary.googleapis.com/v1/albums**',
      '/google/albums',
    );
    await page.goto('/tool/google/request.html');
    await hydrated(page);
    const go = page.getByRole('button', { name: 'Go to Google sign-in' });
    await expect(go).toBeDisabled();
    await page.getByRole('textbox', { name: 'client_id' }).fill('1234.apps.googleusercontent.com');
    await page.getByLabel('client_secret').fill('g-secret');
    await go.click();
    await expect(tokenBox(page, 'refresh_token')).toHaveValue(
      `google-refresh-${code}-1234.apps.googleusercontent.com`,
    );
    expect(tokenCalls).toHaveLength(1);

    await page.getByRole('button', { name: 'List albums' }).click();
    const table = page.getByRole('table', { name: 'Albums and their IDs' });
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table).toContainText('album-4');
    expect(albumCalls.map((url) => new URL(url).searchParams.get('pageToken'))).toEqual([
      null,
      'page-1',
      'page-2',
    ]);
  });

  test('Google albums from a client and refresh token', async ({ page }) => {
    await routeDirect(page, 'https://www.googleapis.com/oauth2/v4/token', '/google/token');
    await routeDirect(page, 'https://photoslibrary.googleapis.com/v1/albums**', '/google/albums');
    await page.goto('/tool/google/album.html');
    await hydrated(page);
    await page.getByRole('combobox', { name: 'Sign in with' }).selectOption('refresh');
    await page.getByRole('textbox', { name: 'client_id' }).fill('id');
    await page.getByLabel('client_secret').fill('secret');
    await page.getByLabel('refresh_token').fill('rt');
    await page.getByRole('button', { name: 'List albums' }).click();
    await expect(page.getByRole('table')).toContainText('Holidays');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(5);

    await page.getByRole('combobox', { name: 'Sign in with' }).selectOption('access');
    await page.getByLabel('access_token').fill('stale');
    await page.getByRole('button', { name: 'List albums' }).click();
    await expect(page.getByRole('alert')).toContainText('UNAUTHENTICATED');
  });

  test('OneDrive: the 21Vianet cloud, its client field built from storage, then a site ID', async ({
    page,
  }) => {
    const code = unique('od');
    const authorize = await routeAuthorize(
      page,
      'https://login.chinacloudapi.cn/common/oauth2/v2.0/authorize**',
      { code },
    );
    await page.goto('/tool/onedrive/request.html');
    await hydrated(page);
    await page.getByRole('combobox', { name: 'Cloud' }).selectOption('cn');
    await expect(page.getByRole('textbox', { name: 'client_id' })).toHaveValue(
      '50ff485b-3bdc-4bd5-92a1-75b178187673',
    );
    await page.getByLabel('client_secret').fill('od-secret');
    await page.getByRole('button', { name: 'Go to Microsoft sign-in' }).click();
    await expect(tokenBox(page, 'refresh_token')).toHaveValue(
      `onedrive-refresh-${code}-50ff485b-3bdc-4bd5-92a1-75b178187673-cn`,
    );
    expect(authorize[0]!.toString()).not.toContain('od-secret');
    const exchange = (await stubLog()).find((entry) => entry.body.code === code)!;
    expect(Buffer.from(String(exchange.body.client), 'base64').toString()).toBe(
      '50ff485b-3bdc-4bd5-92a1-75b178187673::od-secret::cn',
    );

    await page
      .getByRole('textbox', { name: 'Site address' })
      .fill('https://contoso.sharepoint.cn/sites/finance');
    await page.getByRole('button', { name: 'Get the site ID' }).click();
    await expect(tokenBox(page, 'site_id')).toHaveValue('site-id-for-finance');
  });

  test('Yandex: own app, token straight from Yandex', async ({ page }) => {
    const code = unique('ya');
    await routeAuthorize(page, 'https://oauth.yandex.com/authorize**', { code });
    const tokenCalls = await routeDirect(page, 'https://oauth.yandex.com/token', '/yandex/token');
    await page.goto('/tool/yandex/callback.html');
    await hydrated(page);
    await page.getByLabel('client_secret').fill('ya-secret');
    await page.getByRole('button', { name: 'Go to Yandex sign-in' }).click();
    await expect(tokenBox(page, 'refresh_token')).toHaveValue(`yandex-refresh-${code}-ya-secret`);
    expect(tokenCalls).toHaveLength(1);
  });
});

test.describe('refused callbacks make no token request', () => {
  test.beforeEach(async ({ page }) => useServer(page));

  for (const signIn of SIGN_INS) {
    test(`${signIn.tool}: a provider error is shown and the state is used up`, async ({ page }) => {
      const errors = watchForErrors(page);
      const exchanges = await watchExchanges(page, signIn.exchange);
      await routeAuthorize(page, signIn.authorize, { error: 'access_denied' });
      await startSignIn(page, signIn);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('The provider did not complete the sign-in');
      // Our words for a known error, and the provider's text only as a quoted detail.
      await expect(alert).toContainText('You declined the sign-in');
      await expect(alert.locator('blockquote')).toHaveText('access_denied: The user declined');
      await expect(page).toHaveURL(new RegExp(`/tool/${signIn.tool}/callback(\\.html)?$`));
      expect(await exchanges()).toEqual([]);
      expect(await page.evaluate(() => sessionStorage.getItem('tool_sign_in') ?? '{}')).toBe('{}');
      expect(errors).toEqual([]);
    });

    test(`${signIn.tool}: a forged state and an expired one are refused`, async ({ page }) => {
      const exchanges = await watchExchanges(page, signIn.exchange);
      const callback = `/tool/${signIn.tool}/callback.html`;
      await page.goto(`${callback}?code=${unique('forged')}&state=${'0'.repeat(64)}`);
      await expect(page.getByRole('alert')).toContainText(
        'This browser did not start this sign-in',
      );

      await page.evaluate((tool) => {
        sessionStorage.setItem(
          'tool_sign_in',
          JSON.stringify({
            ['e'.repeat(64)]: {
              tool,
              clientId: 'x',
              clientSecret: 's',
              redirectUri: 'r',
              locale: 'en',
              createdAt: Date.now() - 16 * 60 * 1000,
            },
          }),
        );
      }, signIn.tool);
      await page.goto(`${callback}?code=${unique('expired')}&state=${'e'.repeat(64)}`);
      await expect(page.getByRole('alert')).toContainText('more than 15 minutes ago');
      expect(await exchanges()).toEqual([]);
      // Nothing of the expired record is left in the tab.
      expect(await page.evaluate(() => sessionStorage.getItem('tool_sign_in') ?? '{}')).toBe('{}');
    });
  }
});

/** How a call to the API server goes wrong, and how the page words it (after the host). */
const FAILURE_WORDS = {
  'HTTP 500': 'answered with HTTP status 500',
  timeout: 'did not answer within 15 seconds',
  unreachable: 'could not be reached',
  'not JSON': 'sent an answer that is not JSON',
  'error answer': 'reported the error',
} as const;

interface ApiFailure {
  name: string;
  kind: keyof typeof FAILURE_WORDS;
  server?: 'local' | 'de';
  /**
   * Breaks one path of the server for this page. Rows without one pass a
   * stub marker (tests/e2e/stubs/toolServers.mjs) in the request instead.
   */
  fault?: { path: string; answer: 'abort' | { status: number; type: string; body: string } };
  /** Opens the page and makes the call. */
  run: (page: Page) => Promise<void>;
  /** The alert's title, which names the step that failed, and what the server said, if anything. */
  alert?: { title: string; detail?: string };
  /** What the reader can use again once the call has failed. */
  usable: (page: Page) => Promise<void>;
}

const HTML_500 = {
  status: 500,
  type: 'text/html',
  body: '<html><body>Internal Server Error</body></html>',
};
const buttonEnabled = (name: string) => (page: Page) =>
  expect(page.getByRole('button', { name, exact: true })).toBeEnabled();
const startAgain = (page: Page) =>
  expect(page.getByRole('link', { name: 'Start the sign-in again' })).toBeVisible();
const signInReturning = (tool: SignIn['tool'], code: string) => async (page: Page) => {
  const signIn = SIGN_INS.find((candidate) => candidate.tool === tool)!;
  await routeAuthorize(page, signIn.authorize, { code: unique(code) });
  await startSignIn(page, signIn);
};
const openAndPress = (path: string, button: string) => async (page: Page) => {
  await page.goto(path);
  await hydrated(page);
  await page.getByRole('button', { name: button }).click();
};

const API_FAILURES: ApiFailure[] = [
  {
    name: '115 QR code',
    kind: 'HTTP 500',
    fault: { path: '/proxy/qrcodeapi.115.com/', answer: HTML_500 },
    run: openAndPress('/tool/115/token.html', 'Get a QR code'),
    alert: { title: 'Getting a QR code failed' },
    usable: buttonEnabled('New code'),
  },
  {
    name: 'Aliyundrive Open QR code',
    kind: 'unreachable',
    fault: { path: '/alist/ali_open/qr', answer: 'abort' },
    run: openAndPress('/tool/aliyundrive/request.html', 'Get a QR code'),
    alert: { title: 'Getting a QR code failed' },
    usable: buttonEnabled('New code'),
  },
  {
    name: 'Aliyundrive Open sign-in return',
    kind: 'error answer',
    run: signInReturning('aliyundrive', 'fail-error'),
    alert: { title: 'Getting the token failed', detail: 'invalid_grant: The code has expired' },
    usable: startAgain,
  },
  {
    name: 'Aliyundrive QR sign-in on the driver page',
    kind: 'not JSON',
    fault: {
      path: '/alist/ali/qr',
      answer: { status: 200, type: 'text/html', body: '<!doctype html><title>Portal</title>' },
    },
    run: openAndPress('/guide/drivers/aliyundrive.html', 'Get a QR code'),
    alert: { title: 'Getting a QR code failed' },
    usable: buttonEnabled('New code'),
  },
  {
    // The figures are a sentence in running text: a failure leaves them "unknown", with no alert.
    name: 'Aliyundrive Open rate limit on the driver page',
    kind: 'HTTP 500',
    fault: { path: '/alist/ali_open/limit', answer: HTML_500 },
    run: async (page) => {
      const answered = page.waitForResponse((response) =>
        response.url().endsWith('/alist/ali_open/limit'),
      );
      await page.goto('/guide/drivers/aliyundrive_open.html');
      await hydrated(page);
      await page.getByTestId('aliyun-open-limit').scrollIntoViewIfNeeded();
      expect((await answered).status()).toBe(500);
    },
    usable: async (page) => {
      await expect(page.getByTestId('aliyun-open-limit')).toContainText(
        'unknown requests every unknown minutes',
      );
      await expect(page.getByRole('alert')).toHaveCount(0);
    },
  },
  {
    // The one real wait of the table: the page gives up after its 15 seconds.
    name: 'Baidu sign-in return',
    kind: 'timeout',
    run: async (page) => {
      await signInReturning('baidu', 'fail-slow')(page);
      await expect(page.getByRole('status').filter({ hasText: 'Getting the token' })).toBeVisible();
    },
    alert: { title: 'Getting the token failed' },
    usable: startAgain,
  },
  {
    name: 'Dropbox sign-in return',
    kind: 'HTTP 500',
    run: signInReturning('dropbox', 'fail-500'),
    alert: { title: 'Getting the token failed' },
    usable: startAgain,
  },
  {
    name: 'OneDrive sign-in return',
    kind: 'not JSON',
    run: signInReturning('onedrive', 'fail-html'),
    alert: { title: 'Getting the token failed' },
    usable: startAgain,
  },
  {
    name: 'OneDrive SharePoint site ID',
    kind: 'error answer',
    fault: {
      path: '/alist/onedrive/get_site_id',
      answer: {
        status: 404,
        type: 'application/json',
        body: JSON.stringify({
          error: 'itemNotFound',
          error_description: 'No site at this address',
        }),
      },
    },
    run: async (page) => {
      await signInReturning('onedrive', 'od-site')(page);
      await expect(tokenBox(page, 'refresh_token')).toBeVisible();
      await page
        .getByRole('textbox', { name: 'Site address' })
        .fill('https://contoso.sharepoint.com/sites/missing');
      await page.getByRole('button', { name: 'Get the site ID' }).click();
    },
    alert: { title: 'Getting the site ID failed', detail: 'itemNotFound: No site at this address' },
    usable: buttonEnabled('Get the site ID'),
  },
  {
    name: 'Wopan SMS code',
    kind: 'unreachable',
    server: 'de',
    fault: { path: '/', answer: 'abort' },
    run: async (page) => {
      await page.goto('/tool/wopan/token.html');
      await hydrated(page);
      await page.getByRole('textbox', { name: 'Phone number' }).fill('18600000000');
      await page.getByLabel('Password').fill('pw');
      await page.getByRole('button', { name: 'Send the SMS code' }).click();
    },
    alert: { title: 'Sending the SMS code failed' },
    usable: buttonEnabled('Send the SMS code'),
  },
];

test.describe('API server failures', () => {
  test('the table covers every kind of failure', () => {
    expect(new Set(API_FAILURES.map((row) => row.kind))).toEqual(
      new Set(Object.keys(FAILURE_WORDS)),
    );
  });

  for (const row of API_FAILURES) {
    test(`${row.name}: ${row.kind} is named and the page stays usable`, async ({ page }) => {
      if (row.kind === 'timeout') test.setTimeout(45_000);
      const base = row.server === 'de' ? DE_API : LOCAL_API;
      const errors = watchForErrors(page, failedCallTo(base));
      await useServer(page, row.server);
      const { fault } = row;
      if (fault)
        await page.route(`${base}${fault.path}**`, (route) =>
          fault.answer === 'abort'
            ? route.abort('internetdisconnected')
            : route.fulfill({
                status: fault.answer.status,
                contentType: fault.answer.type,
                headers: { 'Access-Control-Allow-Origin': '*' },
                body: fault.answer.body,
              }),
        );

      await row.run(page);
      if (row.alert) {
        const alert = page.getByRole('alert');
        await expect(alert).toContainText(row.alert.title, {
          timeout: row.kind === 'timeout' ? 20_000 : undefined,
        });
        await expect(alert).toContainText(`${new URL(base).host} ${FAILURE_WORDS[row.kind]}`);
        if (row.alert.detail) await expect(alert).toContainText(row.alert.detail);
      }
      await row.usable(page);
      await expect(page.locator('button[aria-busy="true"]')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('tools without a sign-in page', () => {
  test.beforeEach(async ({ page }) => useServer(page));

  test('115: scan, a status that is not yet done, then the token', async ({ page }) => {
    const errors = watchForErrors(page);
    await page.goto('/tool/115/token.html');
    await hydrated(page);
    await page.getByRole('button', { name: 'Get a QR code' }).click();
    await expect(page.getByRole('img', { name: 'QR code to scan with the 115 app' })).toBeVisible();
    await page.getByRole('button', { name: 'I have scanned it' }).click();
    await expect(
      page.getByText('The code was scanned; confirm the sign-in in the app.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'I have scanned it' }).click();
    await expect(tokenBox(page, 'qrcode_token')).toHaveValue('uid-115');
    expect(errors).toEqual([]);
  });

  test('Aliyundrive Open by QR code: scanned, then exchanged on the same page', async ({
    page,
  }) => {
    await page.goto('/tool/aliyundrive/request.html');
    await hydrated(page);
    await page.getByRole('button', { name: 'Get a QR code' }).click();
    await page.getByRole('button', { name: 'I have scanned it' }).click();
    await expect(page.getByText('confirm the sign-in in the app')).toBeVisible();
    await page.getByRole('button', { name: 'I have scanned it' }).click();
    await expect(tokenBox(page, 'refresh_token')).toHaveValue('ali-refresh-qr-sid-public-public');
  });

  test('Wopan: a wrong SMS code is reported, the right one gives both tokens', async ({ page }) => {
    await page.goto('/zh/tool/wopan/token.html');
    await hydrated(page);
    await page.getByRole('textbox', { name: '手机号' }).fill('18600000000');
    await page.getByLabel('密码').fill('pw');
    await page.getByRole('button', { name: '发送短信验证码' }).click();
    await expect(page.getByText('验证码已发送到你的手机。')).toBeVisible();
    await page.getByRole('textbox', { name: '短信验证码' }).fill('0000');
    await page.getByRole('button', { name: '获取令牌' }).click();
    await expect(page.getByRole('alert')).toContainText('wrong verify code');
    await page.getByRole('textbox', { name: '短信验证码' }).fill('1234');
    await page.getByRole('button', { name: '获取令牌' }).click();
    await expect(tokenBox(page, 'access_token')).toHaveValue('wopan-access-18600000000');
    await expect(tokenBox(page, 'refresh_token')).toHaveValue('wopan-refresh');
  });

  test('OneDrive WebDAV address, worked out in the browser', async ({ page }) => {
    await page.goto('/tool/onedrive/webdav');
    await hydrated(page);
    const input = page.getByRole('textbox', {
      name: 'Address of the OneDrive or SharePoint library',
    });
    await input.fill('https://onedrive.live.com/?id=root');
    await expect(page.getByText('The host is not a SharePoint host')).toBeVisible();
    await input.fill(
      'https://contoso.sharepoint.com/sites/Team/Shared%20Documents/Forms/AllItems.aspx',
    );
    await expect(tokenBox(page, 'WebDAV root')).toHaveValue(
      'https://contoso.sharepoint.com/sites/Team/Shared Documents',
    );
  });
});

test.describe('widgets on driver pages', () => {
  test('the Aliyundrive QR sign-in and the Open rate limit use the chosen server', async ({
    page,
  }) => {
    await useServer(page);
    const calls = await tagApiCalls(page);
    await page.goto('/guide/drivers/aliyundrive.html');
    await hydrated(page);
    await page.getByRole('button', { name: 'Get a QR code' }).click();
    await page.getByRole('button', { name: 'I have scanned it' }).click();
    // The button is busy until the first check answers; a reader asks again after reading it.
    await showingCalls(
      calls,
      expect(page.getByText('confirm the sign-in in the app')).toBeVisible(),
    );
    await page.getByRole('button', { name: 'I have scanned it' }).click();
    await showingCalls(
      calls,
      expect(tokenBox(page, 'refresh_token')).toHaveValue('aliapp-refresh'),
    );

    await page.goto('/guide/drivers/aliyundrive_open.html');
    await page.getByTestId('aliyun-open-limit').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('aliyun-open-limit')).toContainText(
      '12 requests every 3 minutes',
    );
  });

  test('the rate limit reads "unknown" when the server cannot be reached', async ({ page }) => {
    await useServer(page, 'de');
    await page.route('https://api-de.nn.ci/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/zh/guide/drivers/aliyundrive_open.html');
    await hydrated(page);
    const asked = page.waitForRequest('https://api-de.nn.ci/alist/ali_open/limit');
    await page.getByTestId('aliyun-open-limit').scrollIntoViewIfNeeded();
    await asked;
    await expect(page.getByTestId('aliyun-open-limit')).toContainText(
      '每 未知 分钟最多 未知 次请求',
    );
  });

  test('the 115 page carries the QR token tool', async ({ page }) => {
    await useServer(page);
    await page.goto('/guide/drivers/115.html');
    await hydrated(page);
    await page.getByRole('button', { name: 'Get a QR code' }).click();
    await expect(page.getByRole('img', { name: 'QR code to scan with the 115 app' })).toBeVisible();
  });
});

test.describe('tool index', () => {
  for (const [path, heading] of [
    ['/tool/', 'Storage sign-in tools'],
    ['/zh/tool/', '存储登录工具'],
  ] as const) {
    test(`${path} lists all 14 tools, each reachable`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      const links = page.locator('main li a[href*="/tool/"]');
      await expect(links).toHaveCount(14);
      const prefix = path.startsWith('/zh/') ? '/zh/tool/' : '/tool/';
      for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
        expect(href!.startsWith(prefix)).toBe(true);
      }
      // Tool pages have no sidebar (spec §2.5).
      await expect(
        page.getByRole('navigation', { name: /^(Section pages|本栏目页面)$/ }),
      ).toHaveCount(0);
    });
  }
});

/** Every tool page (content/data/tools.yaml) and the index, in both languages. */
const TOOL_PAGES = [
  '/tool/',
  ...(
    YAML.parse(readFileSync('content/data/tools.yaml', 'utf8')) as {
      providers: { tools: { path: string }[] }[];
    }
  ).providers.flatMap((provider) => provider.tools.map((tool) => tool.path)),
].flatMap((path) => [path, `/zh${path}`]);

test.describe('keyboard and small screens', () => {
  test('a tool form works from the keyboard alone', async ({ page }) => {
    await useServer(page);
    await page.goto('/tool/wopan/token.html');
    await hydrated(page);
    // Start at the API-server choice above the tool, and Tab into the form.
    await page.getByRole('combobox', { name: 'API server' }).focus();
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    for (let presses = 0; presses < 10; presses += 1) {
      if (await phone.evaluate((field) => field === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(phone).toBeFocused();
    await page.keyboard.type('18600000000');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type('pw');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send the SMS code' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('The code is on its way to your phone.')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'SMS code' })).toBeFocused();
    await page.keyboard.type('1234');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Get the tokens' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(tokenBox(page, 'refresh_token')).toHaveValue('wopan-refresh');
    await expect(tokenBox(page, 'access_token')).toHaveValue('wopan-access-18600000000');
  });

  for (const path of TOOL_PAGES) {
    test(`${path} fits 360 px without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      await hydrated(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
