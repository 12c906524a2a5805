/**
 * Aliyundrive: the Open platform's sign-in (authorize page or QR code) that
 * gives the refresh token of the `aliyundrive_open` driver, the older app QR
 * sign-in of the `aliyundrive` driver, and the API server's rate-limit figures.
 */
import { apiUrl, readPath, requireText } from './http';
import { withQuery } from './oauth';
import type { ScanCheck } from './qrFlow';

/** The public app the API server holds a secret for; used when the reader brings no client. */
export const ALIYUN_OPEN_CLIENT_ID = '76917ccccd4441c39457a04f6084fb2f';
export const ALIYUN_OPEN_SCOPE = 'user:base,file:all:read,file:all:write';

export interface OwnClient {
  clientId: string;
  clientSecret: string;
}

export function aliyunAuthorizeUrl(clientId: string, redirectUri: string, state: string): string {
  return withQuery('https://open.aliyundrive.com/oauth/authorize', {
    client_id: clientId || ALIYUN_OPEN_CLIENT_ID,
    redirect_uri: redirectUri,
    scope: ALIYUN_OPEN_SCOPE,
    response_type: 'code',
    state,
    relogin: 'true',
  });
}

/** The body of `<api>/alist/ali_open/qr`: the reader's client, or nothing for the public app. */
export const aliyunQrBody = (client: OwnClient | null) =>
  client ? { client_id: client.clientId, client_secret: client.clientSecret } : {};

export const aliyunQrUrl = (api: string) => apiUrl(api, '/alist/ali_open/qr');

export interface AliyunOpenQr {
  qrCodeUrl: string;
  sid: string;
}

export function parseAliyunQr(body: unknown, url: string): AliyunOpenQr {
  return { qrCodeUrl: requireText(body, 'qrCodeUrl', url), sid: requireText(body, 'sid', url) };
}

/** Passed through the API server's proxy, since the Open platform sends no CORS headers. */
export const aliyunQrStatusUrl = (api: string, sid: string) =>
  apiUrl(api, `/proxy/https://open.aliyundrive.com/oauth/qrcode/${encodeURIComponent(sid)}/status`);

/** The Open platform's QR statuses: WaitLogin, ScanSuccess, LoginSuccess, QRCodeExpired. */
export function checkAliyunQr(body: unknown): ScanCheck<string> {
  const status = String(readPath(body, 'status') ?? 'unknown');
  const authCode = readPath(body, 'authCode');
  if (status === 'LoginSuccess' && typeof authCode === 'string' && authCode)
    return { result: 'done', value: authCode };
  if (status === 'QRCodeExpired') return { result: 'expired', status };
  return { result: 'waiting', status };
}

export const aliyunCodeUrl = (api: string) => apiUrl(api, '/alist/ali_open/code');

export const aliyunCodeBody = (code: string, client: OwnClient) => ({
  code,
  grant_type: 'authorization_code',
  client_id: client.clientId,
  client_secret: client.clientSecret,
});

// The older app sign-in, for the `aliyundrive` driver's refresh token.

export interface AliyunAppQr {
  ck: string;
  t: string;
  codeContent: string;
}

export const aliyunAppQrUrl = (api: string) => apiUrl(api, '/alist/ali/qr');
export const aliyunAppCheckUrl = (api: string) => apiUrl(api, '/alist/ali/ck');

export function parseAliyunAppQr(body: unknown, url: string): AliyunAppQr {
  return {
    ck: requireText(body, 'content.data.ck', url),
    t: requireText(body, 'content.data.t', url),
    codeContent: requireText(body, 'content.data.codeContent', url),
  };
}

export const aliyunAppCheckBody = (qr: AliyunAppQr) => ({ ck: qr.ck, t: qr.t });

/** `bizExt` is base64 of UTF-8 JSON holding `pds_login_result.refreshToken`. */
export function refreshTokenFromBizExt(bizExt: string): string | null {
  try {
    const binary = atob(bizExt.replace(/\s+/g, ''));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const token = readPath(parsed, 'pds_login_result.refreshToken');
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

/** App QR statuses: NEW, SCANED, CONFIRMED, EXPIRED, CANCELED; `loginResult` says success. */
export function checkAliyunApp(body: unknown): ScanCheck<string> {
  const data = readPath(body, 'content.data');
  const status = String(readPath(data, 'qrCodeStatus') ?? 'unknown');
  if (readPath(data, 'loginResult') === 'success') {
    const bizExt = readPath(data, 'bizExt');
    const token = typeof bizExt === 'string' ? refreshTokenFromBizExt(bizExt) : null;
    if (token) return { result: 'done', value: token };
    return { result: 'waiting', status: 'NO_TOKEN' };
  }
  if (status === 'EXPIRED' || status === 'CANCELED') return { result: 'expired', status };
  return { result: 'waiting', status };
}

// The Open platform's rate limit as the API server reports it.

export const aliyunLimitUrl = (api: string) => apiUrl(api, '/alist/ali_open/limit');

export interface RateLimit {
  max: string | null;
  minutes: string | null;
}

export function parseRateLimit(body: unknown): RateLimit {
  const figure = (name: string) => {
    const value = readPath(body, name);
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  return { max: figure('max'), minutes: figure('minutes') };
}
