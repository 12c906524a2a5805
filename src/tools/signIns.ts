/** The pending sign-ins of src/lib/tools/oauth.ts, kept through the one storage module. */
import { createStorageSlot } from '../lib/storage';
import {
  addPending,
  createState,
  parseStore,
  PENDING_STORAGE_KEY,
  takePending,
  type PendingSignIn,
  type SignInTool,
  type TakeResult,
  withoutExpired,
} from '../lib/tools/oauth';

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
