/**
 * Sign-in round trips without secrets in URLs. `state` is a random value; what
 * the callback page needs (client, secret, zone, redirect address) waits in
 * the tab's session storage under that value for OAUTH_TTL_MS and is used
 * once. Session storage ends with the tab, and every tool page drops records
 * older than OAUTH_TTL_MS when it loads, so a secret outlives neither.
 */
import type { Locale } from '../locales';
import { createStorageSlot } from '../storage';
import { isLocalHostname } from '../apiServers';

export const OAUTH_TTL_MS = 15 * 60 * 1000;
/** Bytes of randomness in a state value: 256 bits, twice the minimum a guess must face. */
export const STATE_BYTES = 32;
export const PENDING_STORAGE_KEY = 'tool_sign_in';

export type SignInTool = 'aliyundrive' | 'baidu' | 'dropbox' | 'google' | 'onedrive' | 'yandex';

export interface PendingSignIn {
  tool: SignInTool;
  clientId: string;
  clientSecret: string;
  /** OneDrive's cloud (global, cn, de, us). */
  zone?: string;
  redirectUri: string;
  /** The language the reader started in; the callback page follows it. */
  locale: Locale;
  createdAt: number;
}

export type PendingStore = Record<string, PendingSignIn>;

export function createState(
  fillRandom: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = fillRandom(new Uint8Array(STATE_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isExpired = (record: PendingSignIn, now: number) =>
  now - record.createdAt > OAUTH_TTL_MS || record.createdAt > now + 60_000;

const TEXT_FIELDS = ['tool', 'clientId', 'clientSecret', 'redirectUri', 'locale'] as const;

function isPending(value: unknown): value is PendingSignIn {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((field) => typeof record[field] === 'string') &&
    typeof record.createdAt === 'number' &&
    (record.zone === undefined || typeof record.zone === 'string')
  );
}

/** The stored sign-ins; anything unreadable counts as none. */
export function parseStore(raw: string | null): PendingStore {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, PendingSignIn] => isPending(entry[1]),
      ),
    );
  } catch {
    return {};
  }
}

/** The store without the records older than OAUTH_TTL_MS. */
export function withoutExpired(store: PendingStore, now: number): PendingStore {
  return Object.fromEntries(Object.entries(store).filter(([, value]) => !isExpired(value, now)));
}

/** Adds a sign-in and drops the expired ones, so abandoned attempts do not pile up. */
export function addPending(
  store: PendingStore,
  state: string,
  record: PendingSignIn,
  now: number,
): PendingStore {
  return { ...withoutExpired(store, now), [state]: record };
}

export type TakeResult =
  { status: 'ok'; record: PendingSignIn } | { status: 'unknown' | 'expired' | 'otherTool' };

/**
 * The sign-in a callback's state stands for, and the store without it: a state
 * works once, and only for the tool that created it and within OAUTH_TTL_MS.
 */
export function takePending(
  store: PendingStore,
  state: string,
  tool: SignInTool,
  now: number,
): { result: TakeResult; store: PendingStore } {
  const record = Object.hasOwn(store, state) ? store[state] : undefined;
  if (!record) return { result: { status: 'unknown' }, store };
  const rest = Object.fromEntries(Object.entries(store).filter(([key]) => key !== state));
  if (isExpired(record, now)) return { result: { status: 'expired' }, store: rest };
  if (record.tool !== tool) return { result: { status: 'otherTool' }, store };
  return { result: { status: 'ok', record }, store: rest };
}

export interface CallbackQuery {
  code: string | null;
  state: string | null;
  error: string | null;
  errorDescription: string | null;
}

export function readCallbackQuery(search: string): CallbackQuery {
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name)?.trim() || null;
  return {
    code: value('code'),
    state: value('state'),
    error: value('error'),
    errorDescription: value('error_description'),
  };
}

/** Errors a provider may return to the redirect address (RFC 6749, 4.1.2.1), and our own `no_code`. */
export const KNOWN_PROVIDER_ERRORS = [
  'access_denied',
  'invalid_request',
  'unauthorized_client',
  'unsupported_response_type',
  'invalid_scope',
  'server_error',
  'temporarily_unavailable',
  'no_code',
] as const;
export type KnownProviderError = (typeof KNOWN_PROVIDER_ERRORS)[number];

export const isKnownProviderError = (error: string): error is KnownProviderError =>
  (KNOWN_PROVIDER_ERRORS as readonly string[]).includes(error);

export type CallbackStep =
  /** No code and no error: the reader opened the page directly. */
  | { kind: 'start' }
  | { kind: 'providerError'; error: string; description: string | null }
  | { kind: 'noState' }
  | { kind: 'unknownState' }
  | { kind: 'expiredState' }
  | { kind: 'exchange'; code: string; record: PendingSignIn };

/** What a callback page does with its query, given the outcome of looking its state up. */
export function callbackStep(
  query: CallbackQuery,
  take: (state: string) => TakeResult,
): CallbackStep {
  if (query.error)
    return { kind: 'providerError', error: query.error, description: query.errorDescription };
  if (!query.code)
    return query.state
      ? { kind: 'providerError', error: 'no_code', description: null }
      : { kind: 'start' };
  if (!query.state) return { kind: 'noState' };
  const taken = take(query.state);
  if (taken.status === 'ok') return { kind: 'exchange', code: query.code, record: taken.record };
  return taken.status === 'expired' ? { kind: 'expiredState' } : { kind: 'unknownState' };
}

/**
 * The address a provider sends the reader back to: the site's address from
 * site.yaml, so a fork served elsewhere registers its own; on a copy opened
 * from this machine or a private network (development, previews, tests) the
 * page's own origin, because only that origin holds the stored sign-in.
 */
export function redirectUri(
  callbackPath: string,
  siteUrl: string,
  location: { origin: string; hostname: string } | null,
): string {
  const base = location && isLocalHostname(location.hostname) ? location.origin : siteUrl;
  return `${base.replace(/\/+$/, '')}${callbackPath}`;
}

/** `/tool/dropbox/callback`: registered once for both languages (providers match it exactly). */
export const callbackPath = (tool: SignInTool): string => `/tool/${tool}/callback`;

/** A URL with query parameters, in the order given. */
export function withQuery(base: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${base}?${query}` : base;
}

// The pending sign-ins, kept through the one storage module.
const slot = createStorageSlot(PENDING_STORAGE_KEY, 'session');

/**
 * Drops expired sign-ins: every tool page does this on load. The one the
 * address names (`answering`, a callback's state) is left for its callback,
 * which may mount after this runs and must still be able to say that it expired.
 */
export function purgeExpiredSignIns(now = Date.now(), answering: string | null = null): void {
  const raw = slot.get();
  if (raw === null) return;
  const store = parseStore(raw);
  const kept = withoutExpired(store, now);
  if (answering && Object.hasOwn(store, answering)) kept[answering] = store[answering]!;
  if (Object.keys(kept).length === 0) slot.remove();
  else slot.set(JSON.stringify(kept));
}

/** Keeps what the callback will need and returns the state value to send to the provider. */
export function startSignIn(record: Omit<PendingSignIn, 'createdAt'>, now = Date.now()): string {
  const state = createState();
  slot.set(
    JSON.stringify(addPending(parseStore(slot.get()), state, { ...record, createdAt: now }, now)),
  );
  return state;
}

/** Uses up a state: the sign-in it stands for, once. */
export function takeSignIn(state: string, tool: SignInTool, now = Date.now()): TakeResult {
  const { result, store } = takePending(parseStore(slot.get()), state, tool, now);
  slot.set(JSON.stringify(store));
  return result;
}

/** The locale a state's sign-in started in, without using it up. */
export function signInLocale(state: string): string | null {
  const store = parseStore(slot.get());
  return Object.hasOwn(store, state) ? store[state]!.locale : null;
}
