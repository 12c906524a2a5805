/**
 * OneDrive and SharePoint: the four Microsoft clouds, the sign-in addresses,
 * the API server's token and site-ID requests, and the WebDAV root address
 * of a OneDrive or SharePoint library.
 */
import { apiUrl, type JsonRequest } from './http';
import { withQuery } from './oauth';
import { decodeAddressPart } from '../safeDecode';

export type OnedriveZone = 'global' | 'cn' | 'us' | 'de';

export interface ZoneInfo {
  zone: OnedriveZone;
  login: string;
  graph: string;
  portal: string;
  /** A public client id, where one exists; its secret is not ours to publish. */
  defaultClientId: string;
}

export const ONEDRIVE_ZONES: readonly ZoneInfo[] = [
  {
    zone: 'global',
    login: 'https://login.microsoftonline.com',
    graph: 'https://graph.microsoft.com',
    portal: 'https://portal.azure.com',
    defaultClientId: '0a2991a3-1674-4334-8561-671cc7349960',
  },
  {
    zone: 'cn',
    login: 'https://login.chinacloudapi.cn',
    graph: 'https://microsoftgraph.chinacloudapi.cn',
    portal: 'https://portal.azure.cn',
    defaultClientId: '50ff485b-3bdc-4bd5-92a1-75b178187673',
  },
  {
    zone: 'us',
    login: 'https://login.microsoftonline.us',
    graph: 'https://graph.microsoft.us',
    portal: 'https://portal.azure.us',
    defaultClientId: '',
  },
  {
    zone: 'de',
    login: 'https://login.microsoftonline.de',
    graph: 'https://graph.microsoft.de',
    portal: 'https://portal.microsoftazure.de',
    defaultClientId: '',
  },
];

export const ONEDRIVE_SCOPE = 'offline_access files.readwrite.all';

export function zoneInfo(zone: string): ZoneInfo {
  return ONEDRIVE_ZONES.find((info) => info.zone === zone) ?? ONEDRIVE_ZONES[0]!;
}

export const appRegistrationsUrl = (zone: string) =>
  `${zoneInfo(zone).portal}/#blade/Microsoft_AAD_RegisteredApps/ApplicationsListBlade`;

export const onedriveAuthorizeUrl = (
  zone: string,
  clientId: string,
  redirectUri: string,
  state: string,
) =>
  withQuery(`${zoneInfo(zone).login}/common/oauth2/v2.0/authorize`, {
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: ONEDRIVE_SCOPE,
    state,
  });

/** The API server reads the client as base64 of `id::secret::zone`, built here from the stored sign-in. */
export function onedriveClientField(clientId: string, clientSecret: string, zone: string): string {
  const bytes = new TextEncoder().encode(`${clientId}::${clientSecret}::${zone}`);
  return btoa(String.fromCharCode(...bytes));
}

export const onedriveTokenRequest = (
  api: string,
  code: string,
  client: { clientId: string; clientSecret: string; zone: string },
): JsonRequest => ({
  url: apiUrl(api, '/alist/onedrive/get_refresh_token'),
  json: { code, client: onedriveClientField(client.clientId, client.clientSecret, client.zone) },
});

export const onedriveSiteIdRequest = (
  api: string,
  siteUrl: string,
  accessToken: string,
  zone: string,
): JsonRequest => ({
  url: apiUrl(api, '/alist/onedrive/get_site_id'),
  json: { site_url: siteUrl.trim(), access_token: accessToken, zone },
});

export type WebdavRootResult =
  | { ok: true; url: string; kind: 'personal' | 'site' }
  | { ok: false; reason: 'empty' | 'notUrl' | 'notSharepoint' | 'tooShort' };

/**
 * The WebDAV root of a OneDrive for Business or SharePoint library, from any
 * address inside it: the host, the first two path segments
 * (`/personal/<user>` or `/sites/<site>`), then the library, `Documents` for
 * a personal OneDrive and `Shared Documents` for a site.
 */
export function onedriveWebdavRoot(input: string): WebdavRootResult {
  const text = input.trim();
  if (!text) return { ok: false, reason: 'empty' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, reason: 'notUrl' };
  }
  if (!/^https?:$/.test(url.protocol) || !url.hostname.includes('.'))
    return { ok: false, reason: 'notUrl' };
  if (!/\.sharepoint(-[a-z]+)?\.[a-z.]+$/i.test(url.hostname))
    return { ok: false, reason: 'notSharepoint' };
  const segments = url.pathname.split('/').filter(Boolean).map(decodeAddressPart);
  const [area, name] = segments;
  const kind =
    area?.toLowerCase() === 'sites' || area?.toLowerCase() === 'teams'
      ? 'site'
      : area?.toLowerCase() === 'personal'
        ? 'personal'
        : null;
  if (!kind || !name) return { ok: false, reason: 'tooShort' };
  const library = kind === 'site' ? 'Shared Documents' : 'Documents';
  return { ok: true, kind, url: `https://${url.host}/${area}/${name}/${library}` };
}
