/**
 * Sponsor click statistics (spec §7): `{ "name": <slot id> }` posted to the
 * advertiser's `/blade-adv/stats`, without holding up the navigation. A
 * failure is one console error and nothing else (spec §8): the browser
 * reports a failed request itself, so this code adds a line only for a
 * failure the browser cannot see (a request that could not even be queued).
 */
export const STATS_PATH = '/blade-adv/stats';

export const statsAddress = (advertiser: string): string => `${advertiser}${STATS_PATH}`;

export interface StatsTransport {
  /** navigator.sendBeacon: queued requests outlive the page and never delay it. */
  beacon?: (url: string, body: string) => boolean;
  /** The fallback where beacons are missing or refused. */
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
}

const browserTransport = (): StatsTransport => ({
  beacon:
    typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
      ? (url, body) => navigator.sendBeacon(url, body)
      : undefined,
  fetch: typeof fetch === 'function' ? (url, init) => fetch(url, init) : undefined,
});

export function reportSponsorClick(
  advertiser: string | undefined,
  id: string,
  transport: StatsTransport = browserTransport(),
  log: (message: string) => void = (message) => console.error(message),
): void {
  if (!advertiser) return;
  const address = statsAddress(advertiser);
  // A plain-text body keeps the request "simple": no CORS preflight to the advertiser.
  const body = JSON.stringify({ name: id });
  const failed = (reason: string) =>
    log(`Sponsor statistics for "${id}" could not be sent to ${address}: ${reason}`);
  try {
    if (transport.beacon?.(address, body)) return;
    if (!transport.fetch) {
      failed('this browser cannot send them');
      return;
    }
    // The browser logs a network failure itself; swallowing the rejection keeps it to that one line.
    void transport
      .fetch(address, { method: 'POST', keepalive: true, mode: 'no-cors', body })
      .catch(() => undefined);
  } catch (error) {
    failed(error instanceof Error ? error.message : String(error));
  }
}
