/**
 * The tool pages against stand-ins of the servers they talk to
 * (tests/e2e/stubs/toolServers.mjs): the `local` API server on port 3002 and
 * an OAuth provider on port 3003. Provider hosts are routed to the stand-in,
 * so a sign-in runs its whole round trip: request page, provider, callback,
 * token request, token on screen.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated, watchForErrors } from './helpers';

const API = 'http://127.0.0.1:3002';
const OAUTH = 'http://127.0.0.1:3003';
const SITE = 'http://127.0.0.1:9000';

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

async function useServer(page: Page, key: 'local' | 'de' = 'local') {
  await page.addInitScript((name) => localStorage.setItem('api_name', name), key);
}

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

test.describe('sign-in round trips', () => {
  test.beforeEach(async ({ page }) => useServer(page));

  test('Aliyundrive Open: the public app, a random state, the token once', async ({ page }) => {
    const errors = watchForErrors(page);
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
    expect(await page.evaluate(() => localStorage.getItem('tool_sign_in'))).toBe('{}');

    // The same answer again: refused, and no second token request.
    await page.goto(`/tool/aliyundrive/callback.html?code=${code}&state=${asked.state}`);
    await expect(page.getByText('This browser did not start this sign-in')).toBeVisible();
    const exchanges = (await stubLog()).filter(
      (entry) => entry.path === '/alist/ali_open/code' && entry.body.code === code,
    );
    expect(exchanges).toHaveLength(1);
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

  test('a provider error is shown and no token is asked for', async ({ page }) => {
    await routeAuthorize(page, 'https://www.dropbox.com/oauth2/authorize**', {
      error: 'access_denied',
    });
    const before = (await stubLog()).length;
    await page.goto('/tool/dropbox/request.html');
    await hydrated(page);
    await page.getByRole('button', { name: 'Go to Dropbox sign-in' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The provider did not complete the sign-in');
    await expect(alert).toContainText('access_denied: The user declined');
    const after = (await stubLog()).slice(before);
    expect(after.filter((entry) => entry.path === '/alist/dropbox/token')).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('tool_sign_in'))).toBe('{}');
  });

  test('a forged state and an expired one make no token request', async ({ page }) => {
    const forged = unique('forged');
    await page.goto(`/tool/dropbox/callback.html?code=${forged}&state=${'0'.repeat(64)}`);
    await expect(page.getByRole('alert')).toContainText('This browser did not start this sign-in');

    const expired = unique('expired');
    await page.evaluate(() => {
      const old = Date.now() - 16 * 60 * 1000;
      localStorage.setItem(
        'tool_sign_in',
        JSON.stringify({
          ['e'.repeat(64)]: {
            tool: 'dropbox',
            clientId: 'x',
            clientSecret: '',
            redirectUri: 'r',
            locale: 'en',
            createdAt: old,
          },
        }),
      );
    });
    await page.goto(`/tool/dropbox/callback.html?code=${expired}&state=${'e'.repeat(64)}`);
    await expect(page.getByRole('alert')).toContainText('more than 15 minutes ago');
    const asked = (await stubLog()).filter((entry) =>
      [forged, expired].includes(String(entry.body.code)),
    );
    expect(asked).toEqual([]);
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

test.describe('API server failures', () => {
  test('an answer of 500 names the server and the status', async ({ page }) => {
    await useServer(page);
    await routeAuthorize(page, 'https://www.dropbox.com/oauth2/authorize**', {
      code: unique('fail-500'),
    });
    await page.goto('/tool/dropbox/request.html');
    await hydrated(page);
    await page.getByRole('button', { name: 'Go to Dropbox sign-in' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Getting the token failed');
    await expect(alert).toContainText('localhost:3002 answered with HTTP status 500');
    await expect(page.getByRole('link', { name: 'Start the sign-in again' })).toBeVisible();
  });

  test('a server that never answers is given up after 15 seconds', async ({ page }) => {
    test.setTimeout(45_000);
    await useServer(page);
    await routeAuthorize(page, 'https://openapi.baidu.com/oauth/2.0/authorize**', {
      code: unique('fail-slow'),
    });
    await page.goto('/tool/baidu/callback.html');
    await hydrated(page);
    await page.getByRole('button', { name: 'Go to Baidu sign-in' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Getting the token' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('did not answer within 15 seconds', {
      timeout: 20_000,
    });
  });

  test('an unreachable server is named, and the page stays usable', async ({ page }) => {
    const errors = watchForErrors(page);
    await useServer(page, 'de');
    await page.route('https://api-de.nn.ci/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/tool/wopan/token.html');
    await hydrated(page);
    await page.getByRole('textbox', { name: 'Phone number' }).fill('18600000000');
    await page.getByLabel('Password').fill('pw');
    await page.getByRole('button', { name: 'Send the SMS code' }).click();
    await expect(page.getByRole('alert')).toContainText('api-de.nn.ci could not be reached');
    await expect(page.getByRole('button', { name: 'Send the SMS code' })).toBeEnabled();
    // The browser logs the failed request itself; the page adds nothing else.
    expect(errors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
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
    await page.goto('/guide/drivers/aliyundrive.html');
    await hydrated(page);
    await page.getByRole('button', { name: 'Get a QR code' }).click();
    await page.getByRole('button', { name: 'I have scanned it' }).click();
    await page.getByRole('button', { name: 'I have scanned it' }).click();
    await expect(tokenBox(page, 'refresh_token')).toHaveValue('aliapp-refresh');

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

  test('a tool page is readable at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/tool/onedrive/request.html');
    await hydrated(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
