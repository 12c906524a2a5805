/**
 * Stand-ins for the servers the tool pages talk to, for the end-to-end tests:
 * the API server (the `local` choice, 127.0.0.1:3002) and an OAuth provider
 * (127.0.0.1:3003) that sends the browser back with a code, plus the Google
 * and Yandex token and album endpoints the tests route to it. Every request
 * is logged; GET /__log on either port returns the log, so a test can show
 * that a request was never made.
 *
 * A code or field value picks a failure: `fail-500` answers 500 with HTML,
 * `fail-slow` never answers, `fail-error` answers 400 with an OAuth error.
 */
import http from 'node:http';

export const API_PORT = 3002;
export const OAUTH_PORT = 3003;

const log = [];
const checks = new Map();
/** How many times a QR code's status was asked for: the second check confirms it. */
const countCheck = (key) => {
  const count = (checks.get(key) ?? 0) + 1;
  checks.set(key, count);
  return count;
};
/**
 * A code just handed out has not been scanned: its count starts again, so a test
 * run twice against the same stub (`--repeat-each`) sees the same answers.
 */
const issued = (key) => checks.delete(key);

const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#fff"/><rect x="1" y="1" width="3" height="3"/><rect x="4" y="4" width="3" height="3"/></svg>';

function readBody(request) {
  return new Promise((resolve) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const type = request.headers['content-type'] ?? '';
      if (!raw) return resolve({});
      try {
        resolve(
          type.includes('json') ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw)),
        );
      } catch {
        resolve({ unparsable: raw });
      }
    });
  });
}

function send(response, status, body, type = 'application/json') {
  response.writeHead(status, {
    'Content-Type': type,
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'no-store',
  });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** A value that asks for a failure answers with it, and says so. */
function failure(response, value) {
  if (typeof value !== 'string') return false;
  if (value.startsWith('fail-500')) {
    send(response, 500, '<html><body>Internal Server Error</body></html>', 'text/html');
    return true;
  }
  if (value.startsWith('fail-slow')) return true; // never answered
  if (value.startsWith('fail-html')) {
    send(response, 200, '<!doctype html><title>Portal</title>', 'text/html');
    return true;
  }
  if (value.startsWith('fail-error')) {
    send(response, 400, { error: 'invalid_grant', error_description: 'The code has expired' });
    return true;
  }
  return false;
}

const decodeClient = (client) => Buffer.from(String(client ?? ''), 'base64').toString('utf8');

async function api(request, response, url, body) {
  const path = url.pathname;
  const q = Object.fromEntries(url.searchParams);
  if (path === '/qr/') return send(response, 200, QR_SVG, 'image/svg+xml');
  if (path === '/proxy/qrcodeapi.115.com/api/1.0/web/1.0/token') {
    const uid = 'uid-115';
    issued(`115:${uid}`);
    return send(response, 200, {
      state: 1,
      data: { uid, time: 1700000000, sign: 'sig-115', qrcode: `https://115.test/scan/?uid=${uid}` },
    });
  }
  if (path === '/proxy/qrcodeapi.115.com/get/status/')
    return send(response, 200, {
      state: 1,
      data: { status: countCheck(`115:${q.uid}`) >= 2 ? 2 : 1 },
    });
  if (path === '/alist/ali_open/qr') {
    if (failure(response, body.client_id)) return;
    const sid = `sid-${body.client_id ?? 'public'}`;
    issued(`ali:${sid}`);
    return send(response, 200, {
      // On the host the site asked (as a real server names itself), which the site's
      // Content Security Policy allows for images: the API server it chose.
      qrCodeUrl: `http://${request.headers.host ?? `127.0.0.1:${API_PORT}`}/qr/?text=aliyun-open`,
      sid,
    });
  }
  const aliStatus = path.match(
    /^\/proxy\/https:\/\/open\.aliyundrive\.com\/oauth\/qrcode\/([^/]+)\/status$/,
  );
  if (aliStatus)
    return send(
      response,
      200,
      countCheck(`ali:${aliStatus[1]}`) >= 2
        ? { status: 'LoginSuccess', authCode: `qr-${aliStatus[1]}` }
        : { status: 'ScanSuccess' },
    );
  if (path === '/alist/ali_open/code') {
    if (failure(response, body.code)) return;
    return send(response, 200, {
      token_type: 'Bearer',
      access_token: 'ali-access',
      expires_in: 7200,
      refresh_token: `ali-refresh-${body.code}-${body.client_id || 'public'}`,
    });
  }
  if (path === '/alist/ali_open/limit') return send(response, 200, { max: 12, minutes: 3 });
  if (path === '/alist/ali/qr') {
    const ck = 'ck-1';
    issued(`aliapp:${ck}`);
    return send(response, 200, {
      content: { data: { ck, t: 1700000000, codeContent: 'https://aliyun.test/qr' } },
    });
  }
  if (path === '/alist/ali/ck') {
    const done = countCheck(`aliapp:${body.ck}`) >= 2;
    const bizExt = Buffer.from(
      JSON.stringify({ pds_login_result: { refreshToken: 'aliapp-refresh', nickName: '测试' } }),
    ).toString('base64');
    return send(response, 200, {
      content: {
        data: done
          ? { qrCodeStatus: 'CONFIRMED', loginResult: 'success', bizExt }
          : { qrCodeStatus: 'SCANED' },
      },
    });
  }
  if (path === '/alist/baidu/get_refresh_token') {
    if (failure(response, q.code)) return;
    return send(response, 200, {
      access_token: 'baidu-access',
      refresh_token: `baidu-refresh-${q.code}`,
    });
  }
  if (path === '/alist/dropbox/token') {
    if (failure(response, body.code)) return;
    return send(response, 200, {
      access_token: 'dropbox-access',
      refresh_token: `dropbox-refresh-${body.code}-${body.client_id}`,
    });
  }
  if (path === '/alist/onedrive/get_refresh_token') {
    if (failure(response, body.code)) return;
    const [id, , zone] = decodeClient(body.client).split('::');
    return send(response, 200, {
      access_token: 'onedrive-access',
      refresh_token: `onedrive-refresh-${body.code}-${id}-${zone}`,
    });
  }
  if (path === '/alist/onedrive/get_site_id') {
    if (failure(response, body.site_url)) return;
    return send(response, 200, {
      id: `site-id-for-${new URL(body.site_url).pathname.split('/').pop()}`,
    });
  }
  if (path === '/alist/wopan/login') {
    if (failure(response, body.phone)) return;
    return send(response, 200, {});
  }
  if (path === '/alist/wopan/verify_code') {
    if (body.verify_code !== '1234') return send(response, 200, { error: 'wrong verify code' });
    return send(response, 200, {
      access_token: `wopan-access-${body.phone}`,
      refresh_token: 'wopan-refresh',
    });
  }
  return send(response, 404, { error: 'not_found', error_description: path });
}

const ALBUMS = [
  [
    { id: 'album-1', title: 'Holidays', mediaItemsCount: '12' },
    { id: 'album-2', title: 'Family' },
  ],
  [{ id: 'album-3', title: 'Pets' }],
  [{ id: 'album-4', title: 'Receipts' }],
];

async function oauth(request, response, url, body) {
  const q = Object.fromEntries(url.searchParams);
  if (url.pathname === '/authorize') {
    // Answers the way a provider does: back to redirect_uri with code and state, or an error.
    const back = new URL(q.redirect_uri);
    if (q.stub_error) {
      back.searchParams.set('error', q.stub_error);
      back.searchParams.set('error_description', 'The user declined');
    } else back.searchParams.set('code', q.stub_code ?? 'good-code');
    if (q.state) back.searchParams.set('state', q.state);
    response.writeHead(302, { Location: back.toString() });
    return response.end();
  }
  if (url.pathname === '/google/token') {
    if (failure(response, body.code ?? body.refresh_token)) return;
    if (body.grant_type === 'refresh_token')
      return send(response, 200, { access_token: `google-access-from-${body.refresh_token}` });
    return send(response, 200, {
      access_token: 'google-access',
      refresh_token: `google-refresh-${body.code}-${body.client_id}`,
    });
  }
  if (url.pathname === '/google/albums') {
    if (!String(request.headers.authorization ?? '').startsWith('Bearer google-access'))
      return send(response, 401, {
        error: {
          code: 401,
          message: 'Request had invalid authentication credentials.',
          status: 'UNAUTHENTICATED',
        },
      });
    const page = Number(q.pageToken?.replace('page-', '') ?? 0);
    return send(response, 200, {
      albums: ALBUMS[page],
      ...(page + 1 < ALBUMS.length ? { nextPageToken: `page-${page + 1}` } : {}),
    });
  }
  if (url.pathname === '/yandex/token') {
    if (failure(response, body.code)) return;
    return send(response, 200, {
      token_type: 'bearer',
      access_token: 'yandex-access',
      refresh_token: `yandex-refresh-${body.code}-${body.client_secret}`,
    });
  }
  return send(response, 404, { error: 'not_found' });
}

function serve(port, handler) {
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url, `http://127.0.0.1:${port}`);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type, Authorization, Accept',
        'Access-Control-Max-Age': '600',
      });
      return response.end();
    }
    if (url.pathname === '/__log') return send(response, 200, log);
    const body = request.method === 'POST' ? await readBody(request) : {};
    log.push({
      port,
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
    });
    try {
      await handler(request, response, url, body);
    } catch (error) {
      send(response, 500, { error: 'stub_failure', error_description: String(error) });
    }
  });
  // Every address of this machine: the `local` API server is spelled http://localhost:3002,
  // which the browser may reach over IPv6 or IPv4.
  server.listen(port);
  return server;
}

serve(API_PORT, api);
serve(OAUTH_PORT, oauth);
console.log(`tool stubs on 127.0.0.1:${API_PORT} and 127.0.0.1:${OAUTH_PORT}`);
