/**
 * One way for the tool pages to call a server: a timeout on every call, and
 * every way a call can go wrong turned into a RequestFailure that the page
 * can explain, instead of an exception or a spinner that never stops.
 */

export const REQUEST_TIMEOUT_MS = 15_000;

export interface JsonRequest {
  url: string;
  method?: 'GET' | 'POST';
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

export type FailureKind = 'network' | 'timeout' | 'status' | 'notJson' | 'answer' | 'aborted';

export interface RequestFailure {
  kind: FailureKind;
  /** The host that was called, for the message. */
  host: string;
  /** HTTP status, for `status` (and `answer` when the server sent one with an error body). */
  status?: number;
  /** The error the answer named (`error`, `error.status`, `code`). */
  error?: string;
  /** Its explanation (`error_description`, `error.message`, `message`). */
  description?: string;
}

export class RequestFailed extends Error {
  constructor(readonly failure: RequestFailure) {
    super(
      `${failure.kind} from ${failure.host}` +
        (failure.error ? `: ${failure.error}` : '') +
        (failure.description ? ` (${failure.description})` : ''),
    );
    this.name = 'RequestFailed';
  }
}

export const isRequestFailed = (value: unknown): value is RequestFailed =>
  value instanceof RequestFailed;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;

/**
 * The error an answer reports, in the shapes the providers and the API server
 * use: `{error, error_description}` (OAuth), `{error: {status, message}}`
 * (Google), `{error: "..."}` (the API server), `{code, message}` with a
 * non-zero code.
 */
export function answerError(body: unknown): { error: string; description?: string } | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  const { error } = record;
  if (error && typeof error === 'object' && !Array.isArray(error)) {
    const nested = error as Record<string, unknown>;
    return {
      error: text(nested.status) ?? text(nested.code) ?? 'error',
      description: text(nested.message),
    };
  }
  const named = text(error);
  if (named)
    return { error: named, description: text(record.error_description) ?? text(record.message) };
  return null;
}

/** `https://api.nn.ci` from a request address, for messages; the address itself when it has no host. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

export interface RequestOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Cancels the call when the page goes away; the result is then an `aborted` failure. */
  signal?: AbortSignal;
}

function requestInit(request: JsonRequest, signal: AbortSignal): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
  return { method: request.method ?? (body ? 'POST' : 'GET'), headers, body, signal };
}

/**
 * Calls `request.url` and resolves with its JSON answer. Rejects only with
 * RequestFailed: no answer (network), none in time (timeout), a non-2xx status,
 * a body that is not JSON, or JSON that reports an error.
 */
export async function requestJson<T = Record<string, unknown>>(
  request: JsonRequest,
  {
    fetch: fetchImpl = globalThis.fetch,
    timeoutMs = REQUEST_TIMEOUT_MS,
    signal,
  }: RequestOptions = {},
): Promise<T> {
  const host = hostOf(request.url);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort);
  const fail = (failure: Omit<RequestFailure, 'host'>): never => {
    throw new RequestFailed({ host, ...failure });
  };
  try {
    let response: Response;
    let raw: string;
    try {
      response = await fetchImpl(request.url, requestInit(request, controller.signal));
      raw = await response.text();
    } catch {
      return fail({ kind: timedOut ? 'timeout' : signal?.aborted ? 'aborted' : 'network' });
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return fail({ kind: response.ok ? 'notJson' : 'status', status: response.status });
    }
    const reported = answerError(body);
    if (reported) return fail({ kind: 'answer', status: response.status, ...reported });
    if (!response.ok) return fail({ kind: 'status', status: response.status });
    if (!body || typeof body !== 'object')
      return fail({ kind: 'notJson', status: response.status });
    return body as T;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Joins the chosen API server's base address and a path, whatever slashes either has. */
export function apiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** A field of an answer that must be a non-empty string; a clear `answer` failure otherwise. */
export function requireText(body: unknown, field: string, url: string): string {
  const value = readPath(body, field);
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  throw new RequestFailed({
    kind: 'answer',
    host: hostOf(url),
    error: 'missing_field',
    description: field,
  });
}

/** `content.data.ck` of an answer, or undefined. */
export function readPath(body: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (!value || typeof value !== 'object') return undefined;
    return (value as Record<string, unknown>)[key];
  }, body);
}

/** The tokens an OAuth-style answer carries. */
export interface Tokens {
  refreshToken: string | null;
  accessToken: string | null;
}

/** The tokens of an OAuth-style answer; the page says so when the refresh token is missing. */
export function parseTokens(body: unknown): Tokens {
  const field = (name: string) => {
    const value = readPath(body, name);
    return typeof value === 'string' && value !== '' ? value : null;
  };
  return { refreshToken: field('refresh_token'), accessToken: field('access_token') };
}
