import {
  answerError,
  apiUrl,
  hostOf,
  isRequestFailed,
  requestJson,
  requireText,
} from '../../../../src/lib/tools/http';

type FetchArgs = [string, RequestInit];

function fakeFetch(respond: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const calls: FetchArgs[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return respond(url, init);
  }) as unknown as typeof fetch;
  return { impl, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isRequestFailed(error)) return error.failure;
    throw error;
  }
  throw new Error('the request did not fail');
}

describe('requestJson', () => {
  it('sends JSON bodies as JSON and form bodies as a form, with POST', async () => {
    const { impl, calls } = fakeFetch(() => json({ ok: 1 }));
    await requestJson({ url: 'https://a.test/x', json: { code: 'c' } }, { fetch: impl });
    await requestJson({ url: 'https://a.test/y', form: { a: '1 2', b: '&' } }, { fetch: impl });
    await requestJson({ url: 'https://a.test/z' }, { fetch: impl });
    expect(calls[0]![1]).toMatchObject({ method: 'POST', body: '{"code":"c"}' });
    expect((calls[0]![1].headers as Record<string, string>)['Content-Type']).toBe(
      'application/json',
    );
    expect(calls[1]![1]).toMatchObject({ method: 'POST', body: 'a=1+2&b=%26' });
    expect((calls[1]![1].headers as Record<string, string>)['Content-Type']).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(calls[2]![1]).toMatchObject({ method: 'GET', body: undefined });
  });

  it('resolves with the JSON answer', async () => {
    const { impl } = fakeFetch(() => json({ refresh_token: 'r' }));
    await expect(requestJson({ url: 'https://a.test/' }, { fetch: impl })).resolves.toEqual({
      refresh_token: 'r',
    });
  });

  it('names an unreachable host', async () => {
    const { impl } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(
      await failureOf(requestJson({ url: 'https://api.test/alist/x' }, { fetch: impl })),
    ).toEqual({
      kind: 'network',
      host: 'api.test',
    });
  });

  it('gives up after the timeout', async () => {
    const { impl } = fakeFetch(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const failure = await failureOf(
      requestJson({ url: 'https://slow.test/' }, { fetch: impl, timeoutMs: 20 }),
    );
    expect(failure).toEqual({ kind: 'timeout', host: 'slow.test' });
  });

  it('tells a cancelled call from a timeout', async () => {
    const { impl } = fakeFetch(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const controller = new AbortController();
    const pending = requestJson(
      { url: 'https://a.test/' },
      { fetch: impl, signal: controller.signal },
    );
    controller.abort();
    expect((await failureOf(pending)).kind).toBe('aborted');
  });

  it('reports a non-2xx status, and the error a failing answer names', async () => {
    const plain = fakeFetch(() => new Response('<html>oops</html>', { status: 502 }));
    expect(await failureOf(requestJson({ url: 'https://a.test/' }, { fetch: plain.impl }))).toEqual(
      {
        kind: 'status',
        host: 'a.test',
        status: 502,
      },
    );
    const named = fakeFetch(() =>
      json({ error: 'invalid_grant', error_description: 'Bad code' }, 400),
    );
    expect(await failureOf(requestJson({ url: 'https://a.test/' }, { fetch: named.impl }))).toEqual(
      {
        kind: 'answer',
        host: 'a.test',
        status: 400,
        error: 'invalid_grant',
        description: 'Bad code',
      },
    );
  });

  it('reports an error inside a 200 answer', async () => {
    const { impl } = fakeFetch(() => json({ error: 'qr failed' }));
    expect(await failureOf(requestJson({ url: 'https://a.test/' }, { fetch: impl }))).toMatchObject(
      {
        kind: 'answer',
        error: 'qr failed',
      },
    );
  });

  it('reports an answer that is not JSON, or JSON that is not an object', async () => {
    const html = fakeFetch(() => new Response('<!doctype html>', { status: 200 }));
    expect(
      (await failureOf(requestJson({ url: 'https://a.test/' }, { fetch: html.impl }))).kind,
    ).toBe('notJson');
    const scalar = fakeFetch(() => json('just a string'));
    expect(
      (await failureOf(requestJson({ url: 'https://a.test/' }, { fetch: scalar.impl }))).kind,
    ).toBe('notJson');
  });
});

describe('answerError', () => {
  it.each([
    [
      { error: 'access_denied', error_description: 'User said no' },
      { error: 'access_denied', description: 'User said no' },
    ],
    [
      { error: { code: 401, message: 'Invalid Credentials', status: 'UNAUTHENTICATED' } },
      { error: 'UNAUTHENTICATED', description: 'Invalid Credentials' },
    ],
    [
      { error: 'boom', message: 'details' },
      { error: 'boom', description: 'details' },
    ],
    [{ error: '' }, null],
    [{ error: null, refresh_token: 'x' }, null],
    [[1, 2], null],
    ['text', null],
  ])('%j', (body, expected) => {
    expect(answerError(body)).toEqual(expected);
  });
});

describe('addresses', () => {
  it('joins a base and a path whatever slashes they carry', () => {
    expect(apiUrl('https://api.nn.ci/', '/alist/ali/qr')).toBe('https://api.nn.ci/alist/ali/qr');
    expect(apiUrl('http://localhost:3002', 'qr/')).toBe('http://localhost:3002/qr/');
  });

  it('names hosts for messages', () => {
    expect(hostOf('http://localhost:3002/x')).toBe('localhost:3002');
    expect(hostOf('not a url')).toBe('not a url');
  });

  it('requires fields of an answer by path', () => {
    expect(requireText({ content: { data: { t: 17 } } }, 'content.data.t', 'https://a.test/')).toBe(
      '17',
    );
    expect(() => requireText({ data: {} }, 'data.uid', 'https://a.test/')).toThrow(
      /missing_field.*data\.uid/,
    );
  });
});
