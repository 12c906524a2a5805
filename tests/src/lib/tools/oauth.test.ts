import {
  addPending,
  callbackStep,
  createState,
  OAUTH_TTL_MS,
  parseStore,
  readCallbackQuery,
  redirectUri,
  takePending,
  type PendingSignIn,
} from '../../../../src/lib/tools/oauth';

const record = (overrides: Partial<PendingSignIn> = {}): PendingSignIn => ({
  tool: 'dropbox',
  clientId: 'id',
  clientSecret: 'secret',
  redirectUri: 'https://alist.nn.ci/tool/dropbox/callback',
  locale: 'en',
  createdAt: 1_000_000,
  ...overrides,
});

describe('state values', () => {
  it('carry 256 random bits as hex and differ every time', () => {
    const a = createState();
    const b = createState();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
  });

  it('come from the random source, never from the client', () => {
    const state = createState((bytes) => bytes.fill(0xab));
    expect(state).toBe('ab'.repeat(32));
    expect(state).not.toContain('id');
  });
});

describe('pending sign-ins', () => {
  const now = 1_000_000;

  it('are used once, by the tool that created them', () => {
    const store = addPending({}, 's1', record(), now);
    expect(takePending(store, 's1', 'google', now).result).toEqual({ status: 'otherTool' });
    const first = takePending(store, 's1', 'dropbox', now + 1000);
    expect(first.result).toEqual({ status: 'ok', record: record() });
    expect(takePending(first.store, 's1', 'dropbox', now + 2000).result).toEqual({
      status: 'unknown',
    });
  });

  it('expire after fifteen minutes', () => {
    const store = addPending({}, 's1', record(), now);
    expect(takePending(store, 's1', 'dropbox', now + OAUTH_TTL_MS).result.status).toBe('ok');
    const late = takePending(store, 's1', 'dropbox', now + OAUTH_TTL_MS + 1);
    expect(late.result).toEqual({ status: 'expired' });
    expect(late.store).toEqual({});
  });

  it('drop expired entries when a new one is added', () => {
    const old = addPending({}, 'old', record(), now);
    const next = addPending(
      old,
      'new',
      record({ createdAt: now + OAUTH_TTL_MS + 5 }),
      now + OAUTH_TTL_MS + 5,
    );
    expect(Object.keys(next)).toEqual(['new']);
  });

  it('do not answer to inherited names', () => {
    expect(takePending({}, '__proto__', 'dropbox', now).result).toEqual({ status: 'unknown' });
    expect(takePending({}, 'constructor', 'dropbox', now).result).toEqual({ status: 'unknown' });
  });

  it('survive only as well-formed JSON', () => {
    expect(parseStore(null)).toEqual({});
    expect(parseStore('{oops')).toEqual({});
    expect(parseStore('[1]')).toEqual({});
    expect(parseStore(JSON.stringify({ a: record(), b: { tool: 'x' } }))).toEqual({ a: record() });
  });
});

describe('callback pages', () => {
  const ok = () => ({ status: 'ok' as const, record: record() });

  it('read code, state and error from the query', () => {
    expect(readCallbackQuery('?code=abc&state=s&error=&error_description=')).toEqual({
      code: 'abc',
      state: 's',
      error: null,
      errorDescription: null,
    });
  });

  it('exchange only a known state', () => {
    const take = jest.fn(ok);
    expect(callbackStep(readCallbackQuery('?code=c&state=s'), take)).toEqual({
      kind: 'exchange',
      code: 'c',
      record: record(),
    });
    expect(take).toHaveBeenCalledWith('s');
  });

  it.each([
    ['?code=c&state=s', 'unknown', 'unknownState'],
    ['?code=c&state=s', 'expired', 'expiredState'],
    ['?code=c&state=s', 'otherTool', 'unknownState'],
  ] as const)('%s with a %s state → %s', (search, status, kind) => {
    expect(callbackStep(readCallbackQuery(search), () => ({ status })).kind).toBe(kind);
  });

  it('show a provider error without looking the state up', () => {
    const take = jest.fn(ok);
    expect(
      callbackStep(
        readCallbackQuery('?error=access_denied&error_description=No+thanks&state=s'),
        take,
      ),
    ).toEqual({ kind: 'providerError', error: 'access_denied', description: 'No thanks' });
    expect(take).not.toHaveBeenCalled();
  });

  it('ask for a state when only a code came back, and start when nothing did', () => {
    const take = jest.fn(ok);
    expect(callbackStep(readCallbackQuery('?code=c'), take)).toEqual({ kind: 'noState' });
    expect(callbackStep(readCallbackQuery(''), take)).toEqual({ kind: 'start' });
    expect(take).not.toHaveBeenCalled();
  });
});

describe('redirect addresses', () => {
  it('use the configured site on a public host', () => {
    expect(
      redirectUri('/tool/onedrive/callback', 'https://docs.example.org/', {
        origin: 'https://docs-preview.example.net',
        hostname: 'docs-preview.example.net',
      }),
    ).toBe('https://docs.example.org/tool/onedrive/callback');
    expect(redirectUri('/tool/baidu/callback', 'https://alist.nn.ci', null)).toBe(
      'https://alist.nn.ci/tool/baidu/callback',
    );
  });

  it('use the page origin on this machine or a private network', () => {
    expect(
      redirectUri('/tool/dropbox/callback', 'https://alist.nn.ci', {
        origin: 'http://127.0.0.1:9000',
        hostname: '127.0.0.1',
      }),
    ).toBe('http://127.0.0.1:9000/tool/dropbox/callback');
  });
});
