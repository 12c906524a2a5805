/**
 * Authorize addresses and token requests of the providers whose sign-in goes
 * through their own web page: Baidu, Dropbox, Google and Yandex. (Aliyundrive
 * is in aliyundrive.ts, OneDrive in onedrive.ts.)
 */
import { apiUrl, type JsonRequest } from './http';
import { withQuery } from './oauth';

// Baidu: the API server holds the secret of the public app and exchanges the code.

export const BAIDU_CLIENT_ID = 'iYCeC9g08h5vuP9UqvPHKKSVrKFXGa1v';

export const baiduAuthorizeUrl = (redirectUri: string, state: string) =>
  withQuery('https://openapi.baidu.com/oauth/2.0/authorize', {
    response_type: 'code',
    client_id: BAIDU_CLIENT_ID,
    redirect_uri: redirectUri,
    scope: 'basic,netdisk',
    qrcode: '1',
    state,
  });

export const baiduTokenRequest = (api: string, code: string): JsonRequest => ({
  url: `${apiUrl(api, '/alist/baidu/get_refresh_token')}?${new URLSearchParams({ code }).toString()}`,
});

// Dropbox: the reader's app, or the public one whose secret the API server holds.

export const DROPBOX_CLIENT_ID = '76lrwrklhdn1icb';

export const dropboxAuthorizeUrl = (clientId: string, redirectUri: string, state: string) =>
  withQuery('https://www.dropbox.com/oauth2/authorize', {
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    token_access_type: 'offline',
    state,
  });

export const dropboxTokenRequest = (
  api: string,
  code: string,
  client: { clientId: string; clientSecret: string; redirectUri: string },
): JsonRequest => ({
  url: apiUrl(api, '/alist/dropbox/token'),
  json: {
    code,
    client_id: client.clientId,
    client_secret: client.clientSecret,
    grant_type: 'authorization_code',
    redirect_uri: client.redirectUri,
  },
});

// Google: the reader's own client; the page calls Google directly.

export const GOOGLE_SCOPE =
  'openid profile https://www.googleapis.com/auth/drive https://www.googleapis.com/auth/photoslibrary';
export const GOOGLE_TOKEN_URL = 'https://www.googleapis.com/oauth2/v4/token';
export const GOOGLE_ALBUMS_URL = 'https://photoslibrary.googleapis.com/v1/albums';
export const GOOGLE_ALBUM_PAGE_SIZE = 50;
/** A guard against an answer that keeps sending a next page. */
export const GOOGLE_ALBUM_MAX_PAGES = 200;

export const googleAuthorizeUrl = (clientId: string, redirectUri: string, state: string) =>
  withQuery('https://accounts.google.com/o/oauth2/auth', {
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: GOOGLE_SCOPE,
    access_type: 'offline',
    prompt: 'consent',
    state,
  });

export const googleCodeRequest = (
  code: string,
  client: { clientId: string; clientSecret: string; redirectUri: string },
): JsonRequest => ({
  url: GOOGLE_TOKEN_URL,
  form: {
    client_id: client.clientId,
    client_secret: client.clientSecret,
    code,
    grant_type: 'authorization_code',
    redirect_uri: client.redirectUri,
  },
});

export const googleRefreshRequest = (client: {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
}): JsonRequest => ({
  url: GOOGLE_TOKEN_URL,
  form: {
    client_id: client.clientId,
    client_secret: client.clientSecret,
    grant_type: 'refresh_token',
    refresh_token: client.refreshToken,
  },
});

export const googleAlbumsRequest = (accessToken: string, pageToken: string): JsonRequest => ({
  url: withQuery(GOOGLE_ALBUMS_URL, {
    ...(pageToken ? { pageToken } : {}),
    pageSize: String(GOOGLE_ALBUM_PAGE_SIZE),
  }),
  headers: { Authorization: `Bearer ${accessToken}` },
});

export interface Album {
  id: string;
  title: string;
  /** Number of items, when Google says. */
  count: string | null;
}

/** One page of `albums.list`: its albums and the token of the next page ('' on the last). */
export function parseAlbumPage(body: unknown): { albums: Album[]; next: string } {
  const record = (body ?? {}) as { albums?: unknown; nextPageToken?: unknown };
  const albums = Array.isArray(record.albums) ? record.albums : [];
  return {
    albums: albums.flatMap((album: unknown) => {
      const item = (album ?? {}) as Record<string, unknown>;
      if (typeof item.id !== 'string' || !item.id) return [];
      return [
        {
          id: item.id,
          title: typeof item.title === 'string' ? item.title : '',
          count: typeof item.mediaItemsCount === 'string' ? item.mediaItemsCount : null,
        },
      ];
    }),
    next: typeof record.nextPageToken === 'string' ? record.nextPageToken : '',
  };
}

// Yandex: the reader's own app; the page calls Yandex directly.

export const YANDEX_TOKEN_URL = 'https://oauth.yandex.com/token';

export const YANDEX_CLIENT_ID = 'a78d5a69054042fa936f6c77f9a0ae8b';

export const yandexAuthorizeUrl = (clientId: string, redirectUri: string, state: string) =>
  withQuery('https://oauth.yandex.com/authorize', {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    state,
  });

export const yandexTokenRequest = (
  code: string,
  client: { clientId: string; clientSecret: string },
): JsonRequest => ({
  url: YANDEX_TOKEN_URL,
  form: {
    grant_type: 'authorization_code',
    client_id: client.clientId,
    client_secret: client.clientSecret,
    code,
  },
});

// Wopan (China Unicom cloud): phone, password and SMS code, all through the API server.

export interface WopanLogin {
  phone: string;
  password: string;
  verifyCode: string;
}

const wopanBody = (login: WopanLogin) => ({
  phone: login.phone.trim(),
  password: login.password,
  verify_code: login.verifyCode.trim(),
});

export const wopanCodeRequest = (api: string, login: WopanLogin): JsonRequest => ({
  url: apiUrl(api, '/alist/wopan/login'),
  json: wopanBody(login),
});

export const wopanTokenRequest = (api: string, login: WopanLogin): JsonRequest => ({
  url: apiUrl(api, '/alist/wopan/verify_code'),
  json: wopanBody(login),
});

/** Providers a tool page calls from the browser itself (the others go through the API server). */
export const DIRECT_PROVIDER_URLS = [
  GOOGLE_TOKEN_URL,
  GOOGLE_ALBUMS_URL,
  YANDEX_TOKEN_URL,
] as const;
