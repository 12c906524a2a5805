/**
 * When a script or stylesheet of the site fails to load (a new deploy removed
 * the old chunks, spec §7), the page is loaded afresh from the server, once.
 * The attempt is remembered for the session, so a chunk that is really gone
 * cannot send the reader round a reload loop.
 */
export const PRELOAD_ERROR_EVENT = 'docs:preload-error';

/** A failed `<script>` or `<link rel="stylesheet">` of this site, from a window `error` event. */
export function failedAsset(target: EventTarget | null, origin: string): string | null {
  const element = target as { tagName?: string; src?: string; href?: string; rel?: string } | null;
  const tag = element?.tagName?.toLowerCase();
  const url =
    tag === 'script'
      ? element?.src
      : tag === 'link' && element?.rel === 'stylesheet'
        ? element.href
        : null;
  if (!url) return null;
  try {
    return new URL(url).origin === origin ? url : null;
  } catch {
    return null;
  }
}

/** webpack's error for a chunk that could not be fetched. */
export function isChunkLoadError(reason: unknown): boolean {
  const error = reason as { name?: string; message?: string } | null;
  return (
    error?.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/.test(error?.message ?? '')
  );
}

/** A recovery already tried for `target` within this window means the asset is really gone. */
export const RECOVERY_WINDOW_MS = 60_000;

export function shouldReload(target: string, lastAttempt: string | null, now: number): boolean {
  const [, at, page] = /^(\d+) (.*)$/.exec(lastAttempt ?? '') ?? [];
  return page !== target || !(now - Number(at) < RECOVERY_WINDOW_MS);
}

/** What is kept of an attempt: when, and for which page. */
export const attemptRecord = (target: string, now: number): string => `${now} ${target}`;
