import {
  aliyunAuthorizeUrl,
  aliyunCodeBody,
  aliyunQrBody,
  aliyunQrStatusUrl,
  checkAliyunApp,
  checkAliyunQr,
  parseAliyunAppQr,
  parseRateLimit,
  refreshTokenFromBizExt,
} from '../../../../src/lib/tools/aliyundrive';
import {
  check115,
  parseQr115,
  qr115StatusUrl,
  qr115TokenUrl,
} from '../../../../src/lib/tools/p115';
import {
  onedriveAuthorizeUrl,
  onedriveClientField,
  onedriveSiteIdRequest,
  onedriveTokenRequest,
  onedriveWebdavRoot,
  zoneInfo,
} from '../../../../src/lib/tools/onedrive';
import { qrImageUrl, qrReducer, QR_INITIAL, type QrState } from '../../../../src/lib/tools/qrFlow';
import {
  baiduAuthorizeUrl,
  baiduTokenRequest,
  dropboxAuthorizeUrl,
  dropboxTokenRequest,
  googleAlbumsRequest,
  googleAuthorizeUrl,
  googleCodeRequest,
  googleRefreshRequest,
  parseAlbumPage,
  wopanCodeRequest,
  wopanTokenRequest,
  yandexAuthorizeUrl,
  yandexTokenRequest,
} from '../../../../src/lib/tools/signInProviders';
import { parseTokens } from '../../../../src/lib/tools/http';

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);
const base64Json = (value: unknown) =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

describe('authorize addresses', () => {
  it('Aliyundrive: the public app unless the reader has one, and a random state', () => {
    const url = aliyunAuthorizeUrl('', 'https://alist.nn.ci/tool/aliyundrive/callback', 'S');
    expect(url.startsWith('https://open.aliyundrive.com/oauth/authorize?')).toBe(true);
    expect(query(url)).toEqual({
      client_id: '76917ccccd4441c39457a04f6084fb2f',
      redirect_uri: 'https://alist.nn.ci/tool/aliyundrive/callback',
      scope: 'user:base,file:all:read,file:all:write',
      response_type: 'code',
      state: 'S',
      relogin: 'true',
    });
    expect(query(aliyunAuthorizeUrl('mine', 'r', 'S')).client_id).toBe('mine');
  });

  it('Baidu, Dropbox, Google and Yandex', () => {
    expect(query(baiduAuthorizeUrl('https://x/tool/baidu/callback', 'S'))).toMatchObject({
      client_id: 'iYCeC9g08h5vuP9UqvPHKKSVrKFXGa1v',
      scope: 'basic,netdisk',
      qrcode: '1',
      state: 'S',
    });
    expect(query(dropboxAuthorizeUrl('id', 'r', 'S'))).toEqual({
      client_id: 'id',
      response_type: 'code',
      redirect_uri: 'r',
      token_access_type: 'offline',
      state: 'S',
    });
    const google = query(googleAuthorizeUrl('id', 'r', 'S'));
    expect(google).toMatchObject({ access_type: 'offline', prompt: 'consent', state: 'S' });
    expect(google.scope!.split(' ')).toContain('https://www.googleapis.com/auth/photoslibrary');
    expect(query(yandexAuthorizeUrl('id', 'r', 'S'))).toEqual({
      response_type: 'code',
      client_id: 'id',
      redirect_uri: 'r',
      state: 'S',
    });
  });

  it('OneDrive: each cloud signs in on its own host', () => {
    expect(onedriveAuthorizeUrl('cn', 'id', 'r', 'S')).toMatch(
      /^https:\/\/login\.chinacloudapi\.cn\/common\/oauth2\/v2\.0\/authorize\?/,
    );
    expect(onedriveAuthorizeUrl('us', 'id', 'r', 'S')).toMatch(
      /^https:\/\/login\.microsoftonline\.us\//,
    );
    expect(onedriveAuthorizeUrl('nowhere', 'id', 'r', 'S')).toMatch(
      /^https:\/\/login\.microsoftonline\.com\//,
    );
    expect(query(onedriveAuthorizeUrl('global', 'id', 'r', 'S')).scope).toBe(
      'offline_access files.readwrite.all',
    );
    expect(zoneInfo('de').defaultClientId).toBe('');
  });

  it('never put a secret or a zone in the state or anywhere in the address', () => {
    const addresses = [
      aliyunAuthorizeUrl('id', 'r', 'S'),
      dropboxAuthorizeUrl('id', 'r', 'S'),
      googleAuthorizeUrl('id', 'r', 'S'),
      onedriveAuthorizeUrl('cn', 'id', 'r', 'S'),
      yandexAuthorizeUrl('id', 'r', 'S'),
    ];
    for (const address of addresses) {
      expect(query(address).state).toBe('S');
      expect(address).not.toMatch(/secret/i);
    }
  });
});

describe('token requests', () => {
  const client = { clientId: 'id', clientSecret: 'sec', redirectUri: 'https://x/cb' };

  it('go to the chosen API server for Aliyundrive, Baidu, Dropbox, OneDrive and Wopan', () => {
    expect(aliyunCodeBody('C', client)).toEqual({
      code: 'C',
      grant_type: 'authorization_code',
      client_id: 'id',
      client_secret: 'sec',
    });
    expect(aliyunQrBody(null)).toEqual({});
    expect(aliyunQrBody({ clientId: 'a', clientSecret: 'b' })).toEqual({
      client_id: 'a',
      client_secret: 'b',
    });
    expect(baiduTokenRequest('https://api.test/', 'a b')).toEqual({
      url: 'https://api.test/alist/baidu/get_refresh_token?code=a+b',
    });
    expect(dropboxTokenRequest('https://api.test', 'C', client)).toEqual({
      url: 'https://api.test/alist/dropbox/token',
      json: {
        code: 'C',
        client_id: 'id',
        client_secret: 'sec',
        grant_type: 'authorization_code',
        redirect_uri: 'https://x/cb',
      },
    });
    expect(onedriveTokenRequest('https://api.test', 'C', { ...client, zone: 'cn' })).toEqual({
      url: 'https://api.test/alist/onedrive/get_refresh_token',
      json: { code: 'C', client: Buffer.from('id::sec::cn').toString('base64') },
    });
    expect(
      onedriveSiteIdRequest(
        'https://api.test',
        ' https://c.sharepoint.com/sites/x ',
        'AT',
        'global',
      ),
    ).toEqual({
      url: 'https://api.test/alist/onedrive/get_site_id',
      json: { site_url: 'https://c.sharepoint.com/sites/x', access_token: 'AT', zone: 'global' },
    });
    const login = { phone: ' 186 ', password: 'pw', verifyCode: ' 1234 ' };
    expect(wopanCodeRequest('https://api.test', login)).toEqual({
      url: 'https://api.test/alist/wopan/login',
      json: { phone: '186', password: 'pw', verify_code: '1234' },
    });
    expect(wopanTokenRequest('https://api.test', login).url).toBe(
      'https://api.test/alist/wopan/verify_code',
    );
  });

  it('build the OneDrive client field from stored values, non-ASCII included', () => {
    expect(Buffer.from(onedriveClientField('id', 'sé', 'global'), 'base64').toString('utf8')).toBe(
      'id::sé::global',
    );
  });

  it('go straight to Google and Yandex as forms', () => {
    expect(googleCodeRequest('C', client)).toEqual({
      url: 'https://www.googleapis.com/oauth2/v4/token',
      form: {
        client_id: 'id',
        client_secret: 'sec',
        code: 'C',
        grant_type: 'authorization_code',
        redirect_uri: 'https://x/cb',
      },
    });
    expect(
      googleRefreshRequest({ clientId: 'id', clientSecret: 'sec', refreshToken: 'R' }).form,
    ).toEqual({
      client_id: 'id',
      client_secret: 'sec',
      grant_type: 'refresh_token',
      refresh_token: 'R',
    });
    expect(yandexTokenRequest('C', client)).toEqual({
      url: 'https://oauth.yandex.com/token',
      form: { grant_type: 'authorization_code', client_id: 'id', client_secret: 'sec', code: 'C' },
    });
  });

  it('read tokens, and say when one is missing', () => {
    expect(parseTokens({ refresh_token: 'R', access_token: 'A' })).toEqual({
      refreshToken: 'R',
      accessToken: 'A',
    });
    expect(parseTokens({ access_token: 'A' })).toEqual({ refreshToken: null, accessToken: 'A' });
    expect(parseTokens({ refresh_token: '' })).toEqual({ refreshToken: null, accessToken: null });
  });
});

describe('Google Photos albums', () => {
  it('ask for 50 a page with the bearer token, and the next page by its token', () => {
    const first = googleAlbumsRequest('AT', '');
    expect(first.url).toBe('https://photoslibrary.googleapis.com/v1/albums?pageSize=50');
    expect(first.headers).toEqual({ Authorization: 'Bearer AT' });
    expect(query(googleAlbumsRequest('AT', 'p2').url)).toEqual({ pageToken: 'p2', pageSize: '50' });
  });

  it('read a page, skipping entries without an id', () => {
    expect(
      parseAlbumPage({
        albums: [
          { id: 'a1', title: 'Trip', mediaItemsCount: '12' },
          { title: 'no id' },
          { id: 'a2' },
        ],
        nextPageToken: 'n',
      }),
    ).toEqual({
      albums: [
        { id: 'a1', title: 'Trip', count: '12' },
        { id: 'a2', title: '', count: null },
      ],
      next: 'n',
    });
    expect(parseAlbumPage({})).toEqual({ albums: [], next: '' });
  });
});

describe('OneDrive WebDAV addresses', () => {
  it.each([
    [
      'https://contoso-my.sharepoint.com/personal/jane_contoso_com/_layouts/15/onedrive.aspx',
      'https://contoso-my.sharepoint.com/personal/jane_contoso_com/Documents',
    ],
    [
      'https://contoso.sharepoint.com/sites/Team/Shared%20Documents/Forms/AllItems.aspx',
      'https://contoso.sharepoint.com/sites/Team/Shared Documents',
    ],
    [
      'contoso.sharepoint.com/sites/Team',
      'https://contoso.sharepoint.com/sites/Team/Shared Documents',
    ],
    [
      '  http://contoso.sharepoint.cn/teams/Ops/?x=1#y ',
      'https://contoso.sharepoint.cn/teams/Ops/Shared Documents',
    ],
    [
      'https://contoso-my.sharepoint.com/personal/jane_contoso_com/Documents/a?id=%2Fpersonal%2Fsites%2F',
      'https://contoso-my.sharepoint.com/personal/jane_contoso_com/Documents',
    ],
  ])('%s', (input, expected) => {
    expect(onedriveWebdavRoot(input)).toMatchObject({ ok: true, url: expected });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['not a url at all', 'notUrl'],
    ['ftp://contoso.sharepoint.com/sites/x', 'notUrl'],
    ['https://onedrive.live.com/?id=root', 'notSharepoint'],
    ['https://evil.example/sharepoint.com/sites/x', 'notSharepoint'],
    ['https://contoso.sharepoint.com/', 'tooShort'],
    ['https://contoso.sharepoint.com/sites/', 'tooShort'],
    ['https://contoso.sharepoint.com/_layouts/15/x.aspx', 'tooShort'],
  ])('%j is refused: %s', (input, reason) => {
    expect(onedriveWebdavRoot(input)).toEqual({ ok: false, reason });
  });
});

describe('QR flows', () => {
  type S = QrState<string, string>;
  const step = (state: S, ...events: Parameters<typeof qrReducer<string, string>>[1][]) =>
    events.reduce<S>((current, event) => qrReducer(current, event), state);
  const failure = { kind: 'network' as const, host: 'api.test' };

  it('go from a code to a token', () => {
    expect(
      step(
        QR_INITIAL,
        { type: 'start' },
        { type: 'codeReady', qr: 'Q' },
        { type: 'check' },
        { type: 'checked', check: { result: 'waiting', status: '1' } },
      ),
    ).toEqual({ phase: 'scan', qr: 'Q', status: '1', failure: null });
    expect(
      step(
        { phase: 'scan', qr: 'Q', status: null, failure: null },
        { type: 'check' },
        { type: 'checked', check: { result: 'done', value: 'T' } },
      ),
    ).toEqual({ phase: 'done', value: 'T' });
  });

  it('keep the code after a failed check, and ask for a new one when it expired', () => {
    const checking: S = { phase: 'checking', qr: 'Q' };
    expect(qrReducer(checking, { type: 'checkFailed', failure })).toEqual({
      phase: 'scan',
      qr: 'Q',
      status: null,
      failure,
    });
    expect(
      qrReducer(checking, { type: 'checked', check: { result: 'expired', status: '-1' } }),
    ).toEqual({
      phase: 'expired',
      status: '-1',
    });
    expect(step(QR_INITIAL, { type: 'start' }, { type: 'codeFailed', failure })).toEqual({
      phase: 'failed',
      failure,
    });
  });

  it('ignore events that do not fit the phase', () => {
    expect(qrReducer(QR_INITIAL, { type: 'check' })).toBe(QR_INITIAL);
    expect(qrReducer(QR_INITIAL, { type: 'codeReady', qr: 'Q' })).toBe(QR_INITIAL);
    const loading: S = { phase: 'loading' };
    expect(qrReducer(loading, { type: 'start' })).toBe(loading);
    const done: S = { phase: 'done', value: 'T' };
    expect(qrReducer(done, { type: 'checked', check: { result: 'waiting', status: '0' } })).toBe(
      done,
    );
  });

  it('draw codes through the API server', () => {
    expect(qrImageUrl('https://api.test/', 'https://qr.115.com/x?a=1&b=2')).toBe(
      'https://api.test/qr/?size=400&text=https%3A%2F%2Fqr.115.com%2Fx%3Fa%3D1%26b%3D2',
    );
  });
});

describe('115', () => {
  const qr = { uid: 'U', time: '1700000000', sign: 'SG', qrcode: 'https://115.com/scan/?uid=U' };

  it('reads the code and checks it through the proxy', () => {
    expect(qr115TokenUrl('https://api.test')).toBe(
      'https://api.test/proxy/qrcodeapi.115.com/api/1.0/web/1.0/token',
    );
    expect(parseQr115({ data: qr }, 'u')).toEqual(qr);
    expect(() => parseQr115({ data: { uid: 'U' } }, 'https://api.test/x')).toThrow(/data\.time/);
    const status = new URL(qr115StatusUrl('https://api.test', qr, 1_700_000_123));
    expect(status.pathname).toBe('/proxy/qrcodeapi.115.com/get/status/');
    expect(Object.fromEntries(status.searchParams)).toEqual({
      uid: 'U',
      time: '1700000000',
      sign: 'SG',
      _: '1700000123',
    });
  });

  it.each([
    [{ data: { status: 2 } }, { result: 'done', value: 'U' }],
    [{ data: { status: '2' } }, { result: 'done', value: 'U' }],
    [{ data: { status: 0 } }, { result: 'waiting', status: '0' }],
    [{ data: { status: 1 } }, { result: 'waiting', status: '1' }],
    [{ data: { status: -1 } }, { result: 'expired', status: '-1' }],
    [{ data: { status: -2 } }, { result: 'expired', status: '-2' }],
    [{ data: {} }, { result: 'waiting', status: 'unknown' }],
  ])('%j', (body, expected) => {
    expect(check115(body, qr)).toEqual(expected);
  });
});

describe('Aliyundrive', () => {
  it('checks the Open QR code through the proxy', () => {
    expect(aliyunQrStatusUrl('https://api.test', 'a/b')).toBe(
      'https://api.test/proxy/https://open.aliyundrive.com/oauth/qrcode/a%2Fb/status',
    );
    expect(checkAliyunQr({ status: 'LoginSuccess', authCode: 'AC' })).toEqual({
      result: 'done',
      value: 'AC',
    });
    expect(checkAliyunQr({ status: 'LoginSuccess' })).toEqual({
      result: 'waiting',
      status: 'LoginSuccess',
    });
    expect(checkAliyunQr({ status: 'ScanSuccess' })).toEqual({
      result: 'waiting',
      status: 'ScanSuccess',
    });
    expect(checkAliyunQr({ status: 'QRCodeExpired' })).toEqual({
      result: 'expired',
      status: 'QRCodeExpired',
    });
  });

  it('reads the app QR code and the refresh token inside bizExt', () => {
    expect(
      parseAliyunAppQr({ content: { data: { ck: 'K', t: 5, codeContent: 'C' } } }, 'u'),
    ).toEqual({
      ck: 'K',
      t: '5',
      codeContent: 'C',
    });
    const bizExt = base64Json({ pds_login_result: { refreshToken: 'RT', nickName: '用户' } });
    expect(refreshTokenFromBizExt(bizExt)).toBe('RT');
    expect(refreshTokenFromBizExt('%%%')).toBeNull();
    expect(
      checkAliyunApp({
        content: { data: { loginResult: 'success', qrCodeStatus: 'CONFIRMED', bizExt } },
      }),
    ).toEqual({
      result: 'done',
      value: 'RT',
    });
    expect(checkAliyunApp({ content: { data: { qrCodeStatus: 'NEW' } } })).toEqual({
      result: 'waiting',
      status: 'NEW',
    });
    expect(checkAliyunApp({ content: { data: { qrCodeStatus: 'EXPIRED' } } })).toEqual({
      result: 'expired',
      status: 'EXPIRED',
    });
  });

  it('reads the rate limit, numbers or strings, and nothing else', () => {
    expect(parseRateLimit({ max: 10, minutes: '1' })).toEqual({ max: '10', minutes: '1' });
    expect(parseRateLimit({ max: null, minutes: ' ' })).toEqual({ max: null, minutes: null });
    expect(parseRateLimit('x')).toEqual({ max: null, minutes: null });
  });
});
