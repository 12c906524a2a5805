/** Tool components with a stubbed fetch: what the reader sees at each step, in both languages. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../utils/renderPage';
import { AliyundriveCallback } from '../../../src/tools/aliyundrive/AliyundriveCallback';
import { OnedriveWebdav } from '../../../src/tools/onedrive/OnedriveWebdav';
import { Token115 } from '../../../src/tools/p115/Token115';
import {
  PENDING_STORAGE_KEY,
  purgeExpiredSignIns,
  startSignIn,
} from '../../../src/lib/tools/oauth';

const toolPage = (pathname: string, locale: 'en' | 'zh' = 'en') => ({
  pathname,
  locale,
  alternates: [],
});

/** What requestJson reads of a response (jsdom has no Response class). */
function answer(body: unknown, status = 200) {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(JSON.stringify(body)),
  });
}

let fetchMock: jest.Mock;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/tool/aliyundrive/callback.html');
});

describe('a callback page', () => {
  it('exchanges a state this browser created, once, and shows the token', async () => {
    const state = startSignIn({
      tool: 'aliyundrive',
      clientId: 'id',
      clientSecret: 'secret',
      redirectUri: 'r',
      locale: 'en',
    });
    window.history.replaceState(null, '', `/tool/aliyundrive/callback.html?code=C1&state=${state}`);
    fetchMock.mockImplementation(() => answer({ refresh_token: 'RT-1', access_token: 'AT' }));
    renderPage(<AliyundriveCallback />, { page: toolPage('/tool/aliyundrive/callback.html') });
    expect(await screen.findByRole('textbox', { name: 'refresh_token' })).toHaveValue('RT-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.nn.ci/alist/ali_open/code');
    expect(JSON.parse(String(init.body))).toEqual({
      code: 'C1',
      grant_type: 'authorization_code',
      client_id: 'id',
      client_secret: 'secret',
    });
    expect(window.location.search).toBe('');
    expect(JSON.parse(sessionStorage.getItem(PENDING_STORAGE_KEY)!)).toEqual({});
    expect(localStorage.getItem(PENDING_STORAGE_KEY)).toBeNull();
  });

  it('refuses an unknown state without a request', async () => {
    window.history.replaceState(null, '', '/tool/aliyundrive/callback.html?code=C&state=forged');
    renderPage(<AliyundriveCallback />, { page: toolPage('/tool/aliyundrive/callback.html') });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser did not start this sign-in',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains a failed exchange and offers a new start, in Chinese', async () => {
    const state = startSignIn({
      tool: 'aliyundrive',
      clientId: '',
      clientSecret: '',
      redirectUri: 'r',
      locale: 'zh',
    });
    window.history.replaceState(
      null,
      '',
      `/zh/tool/aliyundrive/callback.html?code=C&state=${state}`,
    );
    fetchMock.mockImplementation(() =>
      answer({ error: 'invalid_grant', error_description: 'bad code' }, 400),
    );
    renderPage(<AliyundriveCallback />, {
      page: toolPage('/zh/tool/aliyundrive/callback.html', 'zh'),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('获取令牌失败');
    expect(alert).toHaveTextContent('api.nn.ci 报告错误 invalid_grant：bad code');
    expect(screen.getByRole('link', { name: '重新发起登录' })).toHaveAttribute(
      'href',
      '/zh/tool/aliyundrive/request.html',
    );
  });
});

describe('the 115 QR tool', () => {
  it('shows the code, a waiting status, then the token', async () => {
    fetchMock
      .mockImplementationOnce(() => answer({ data: { uid: 'U', time: 1, sign: 'S', qrcode: 'Q' } }))
      .mockImplementationOnce(() => answer({ data: { status: 0 } }))
      .mockImplementationOnce(() => answer({ data: { status: 2 } }));
    renderPage(<Token115 />, { page: toolPage('/tool/115/token.html') });
    fireEvent.click(screen.getByRole('button', { name: 'Get a QR code' }));
    const image = await screen.findByRole('img', { name: 'QR code to scan with the 115 app' });
    expect(image).toHaveAttribute('src', 'https://api.nn.ci/qr/?size=400&text=Q');
    fireEvent.click(screen.getByRole('button', { name: 'I have scanned it' }));
    expect(await screen.findByText('The code has not been scanned yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'I have scanned it' }));
    expect(await screen.findByRole('textbox', { name: 'qrcode_token' })).toHaveValue('U');
  });

  it('reports a failed request and lets the reader try again', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    renderPage(<Token115 />, { page: toolPage('/tool/115/token.html') });
    fireEvent.click(screen.getByRole('button', { name: 'Get a QR code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Getting a QR code failed' + 'api.nn.ci could not be reached',
    );
    expect(screen.getByRole('button', { name: 'New code' })).toBeEnabled();
  });

  it('stops waiting when the page goes away', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const view = renderPage(<Token115 />, { page: toolPage('/tool/115/token.html') });
    fireEvent.click(screen.getByRole('button', { name: 'Get a QR code' }));
    const signal = (fetchMock.mock.calls[0] as [string, RequestInit])[1].signal!;
    act(() => view.unmount());
    await waitFor(() => expect(signal.aborted).toBe(true));
  });
});

describe('the OneDrive WebDAV tool', () => {
  it('explains an address it cannot use and copies a good one', () => {
    renderPage(<OnedriveWebdav />, { page: toolPage('/tool/onedrive/webdav.html') });
    const input = screen.getByRole('textbox', {
      name: 'Address of the OneDrive or SharePoint library',
    });
    fireEvent.change(input, { target: { value: 'https://contoso.sharepoint.com/' } });
    expect(
      screen.getByText('The address must contain /personal/<user> or /sites/<site>.'),
    ).toBeInTheDocument();
    fireEvent.change(input, {
      target: { value: 'contoso-my.sharepoint.com/personal/jane/_layouts/15/onedrive.aspx' },
    });
    expect(screen.getByRole('textbox', { name: 'WebDAV root' })).toHaveValue(
      'https://contoso-my.sharepoint.com/personal/jane/Documents',
    );
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });
});

describe('the pending sign-ins', () => {
  const record = (createdAt: number) => ({
    tool: 'dropbox',
    clientId: 'id',
    clientSecret: 'secret',
    redirectUri: 'r',
    locale: 'en',
    createdAt,
  });

  it('live in the tab’s session storage, never in local storage', () => {
    startSignIn({
      tool: 'dropbox',
      clientId: 'id',
      clientSecret: 'secret',
      redirectUri: 'r',
      locale: 'en',
    });
    expect(sessionStorage.getItem(PENDING_STORAGE_KEY)).toContain('secret');
    expect(localStorage.getItem(PENDING_STORAGE_KEY)).toBeNull();
  });

  it('lose their expired records on purge', () => {
    const now = Date.now();
    sessionStorage.setItem(
      PENDING_STORAGE_KEY,
      JSON.stringify({ old: record(now - 16 * 60 * 1000), fresh: record(now - 60 * 1000) }),
    );
    purgeExpiredSignIns(now);
    expect(Object.keys(JSON.parse(sessionStorage.getItem(PENDING_STORAGE_KEY)!))).toEqual([
      'fresh',
    ]);
    purgeExpiredSignIns(now + 15 * 60 * 1000);
    expect(sessionStorage.getItem(PENDING_STORAGE_KEY)).toBeNull();
  });

  it('keep an expired record the address answers, for its callback to call expired', () => {
    const now = Date.now();
    const old = record(now - 16 * 60 * 1000);
    sessionStorage.setItem(PENDING_STORAGE_KEY, JSON.stringify({ old, other: old }));
    purgeExpiredSignIns(now, 'old');
    expect(JSON.parse(sessionStorage.getItem(PENDING_STORAGE_KEY)!)).toEqual({ old });
  });
});

describe('a provider error on a callback page', () => {
  it.each([
    ['access_denied', 'You declined the sign-in'],
    ['made_up_error', 'The provider returned an error this page does not know (made_up_error)'],
  ])('%s: our own words, and the provider’s text only as a quote', async (error, words) => {
    window.history.replaceState(
      null,
      '',
      `/tool/aliyundrive/callback.html?error=${error}&error_description=${encodeURIComponent('Call +1 555 0100 to unlock your account')}`,
    );
    renderPage(<AliyundriveCallback />, { page: toolPage('/tool/aliyundrive/callback.html') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words);
    const quote = alert.querySelector('blockquote');
    expect(quote).toHaveTextContent(`${error}: Call +1 555 0100 to unlock your account`);
    expect(alert.querySelector('p')).not.toHaveTextContent('555');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
