import {
  attemptRecord,
  failedAsset,
  isChunkLoadError,
  PRELOAD_ERROR_EVENT,
  shouldReload,
} from '../lib/chunkRecovery';
import { createStorageSlot, storageKeys } from '../lib/storage';

const lastAttempt = createStorageSlot(storageKeys.chunkRecovery, 'session');

/** Where an in-site navigation is going while its code loads. */
let pendingTarget: string | null = null;
export const setPendingTarget = (href: string | null): void => {
  pendingTarget = href;
};

/** Whether this page view has already dealt with a failure. */
let handled = false;
/** Someone (Gatsby's own fallback, for a page's code) is already loading another document. */
let leaving = false;

/** Long enough for Gatsby's loader to report the same failure and take over. */
const HAND_OVER_MS = 250;

/**
 * A failed script or stylesheet (a deploy removed old chunks, spec §7) fires a
 * cancellable `docs:preload-error` event; unless a listener cancels it, the
 * page the reader was going to is loaded afresh, once. One console message
 * says what happened.
 */
function onPreloadError(asset: string): void {
  if (handled) return;
  handled = true;
  const proceed = window.dispatchEvent(
    new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: { asset } }),
  );
  if (!proceed) return;
  const target = pendingTarget ?? window.location.href;
  // Keyed by path: Gatsby's own fallback may load the same page without its hash.
  const page = new URL(target, window.location.href).pathname;
  const now = Date.now();
  if (!shouldReload(page, lastAttempt.get(), now)) {
    console.error(`Could not load ${asset}, even after a fresh load; the page stays as it is.`);
    return;
  }
  lastAttempt.set(attemptRecord(page, now));
  console.error(
    `Could not load ${asset} (a newer version was likely published); loading ${target} afresh.`,
  );
  // When the failed chunk was the next page's own code, Gatsby loads that page itself; one load is enough.
  window.setTimeout(() => {
    if (!leaving) window.location.assign(target);
  }, HAND_OVER_MS);
}

export function watchChunkFailures(): void {
  window.addEventListener('beforeunload', () => {
    leaving = true;
  });
  // Resource errors do not bubble; the capture phase on window sees them all.
  window.addEventListener(
    'error',
    (event) => {
      const asset = failedAsset(event.target, window.location.origin);
      if (asset) onPreloadError(asset);
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    event.preventDefault();
    const reason = event.reason as { request?: string; message?: string };
    onPreloadError(reason.request ?? reason.message ?? 'a part of the site');
  });
}
