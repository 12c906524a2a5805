/**
 * The API-server choice (spec §3, §4, §9): which servers a page offers and
 * which one a stored key resolves to. An unknown key (say `local`, stored on a
 * developer's machine, read on the public site) falls back to the default, so
 * no request address ever starts with `undefined`.
 */
import type { ApiServer, ApiServersConfig } from '../config/types';

/** The storage key the original site used; kept so a reader's choice carries over. */
export const API_SERVER_STORAGE_KEY = 'api_name';

const PRIVATE_IPV4 = [
  /^10\./,
  /^127\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
];

/** This machine, or an address of a private network. */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  if (/^f[cd][0-9a-f]{2}:/.test(host) || host.startsWith('fe80:')) return true;
  return PRIVATE_IPV4.some((range) => range.test(host));
}

/** The servers offered on a site served from `hostname`. */
export function offeredServers(config: ApiServersConfig, hostname: string): ApiServer[] {
  const local = isLocalHostname(hostname);
  return config.servers.filter((server) => local || !server.localOnly);
}

/** The server a stored key stands for among those offered; the default when it names none. */
export function resolveServer(
  stored: string | null,
  offered: readonly ApiServer[],
  config: ApiServersConfig,
): ApiServer {
  const chosen = offered.find((server) => server.key === stored);
  if (chosen) return chosen;
  // The schema guarantees the default exists and is offered everywhere.
  return config.servers.find((server) => server.key === config.default)!;
}

/** The selector's option text: `https://api.nn.ci (cf)`. */
export const serverLabel = (server: ApiServer): string => `${server.url} (${server.key})`;
