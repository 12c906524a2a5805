/**
 * Sponsor click statistics (spec §7): `{ "name": <slot id> }` posted to the
 * advertiser's `/blade-adv/stats`, without holding up the navigation. A
 * failure is one console error and nothing else (spec §8).
 */
export const STATS_PATH = '/blade-adv/stats';

export const statsAddress = (advertiser: string): string => `${advertiser}${STATS_PATH}`;

type Fetch = (input: string, init: RequestInit) => Promise<{ ok: boolean; status: number }>;

export function reportSponsorClick(
  advertiser: string | undefined,
  id: string,
  send: Fetch = (input, init) => fetch(input, init),
  log: (message: string) => void = (message) => console.error(message),
): Promise<void> {
  if (!advertiser) return Promise.resolve();
  const address = statsAddress(advertiser);
  const failed = (reason: string) =>
    log(`Sponsor statistics for "${id}" could not be sent to ${address}: ${reason}`);
  try {
    return send(address, {
      method: 'POST',
      // keepalive lets the request finish after the page has moved on.
      keepalive: true,
      mode: 'no-cors',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ name: id }),
    }).then(
      (response) => {
        // An opaque no-cors answer has status 0 and cannot be judged; anything else can.
        if (!response.ok && response.status !== 0) failed(`HTTP ${response.status}`);
      },
      (error: unknown) => failed(error instanceof Error ? error.message : String(error)),
    );
  } catch (error) {
    failed(error instanceof Error ? error.message : String(error));
    return Promise.resolve();
  }
}
