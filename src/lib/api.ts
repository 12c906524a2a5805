/**
 * Shape of the API reference data (content/data/api/<group>.yaml, written by
 * scripts/write-api-data.mjs) and helpers shared by the <Endpoint> component and the
 * OpenAPI document.
 */
import type { Locale } from './locales';

export type LocalText = Record<Locale, string>;

export interface ApiField {
  name: string;
  type: string;
  required?: boolean;
  /** `query` for a parameter that travels in the query string next to a body. */
  in?: 'query';
  description: LocalText;
  fields?: ApiField[];
}

export interface ApiHeader {
  name: string;
  required: boolean;
  description: LocalText;
}

export interface ApiPermission {
  bit: number;
  value: number;
  method: string;
  /** Only needed when this request field is set, e.g. `refresh=true`. */
  when?: string;
  /** A meta rule that allows writing grants it too. */
  orMetaWrite?: boolean;
}

export interface ApiError {
  key: string;
  code: number;
  message: string | null;
  description: LocalText;
}

export type ResponseKind =
  'object' | 'array' | 'page' | 'map' | 'map-object' | 'string' | 'string-array' | 'any' | 'null';

export interface ApiResponse {
  kind: ResponseKind;
  type: string | null;
  nullable?: boolean;
  fields: ApiField[];
  example: unknown;
  description?: LocalText;
}

export type RequestIn = 'body' | 'query' | 'form' | 'array' | 'headers' | 'none';

export interface ApiEndpoint {
  id: string;
  method: string;
  path: string;
  /** The facts routes this entry documents (`Any /api/fs/list`, one per task type…). */
  routes: string[];
  auth: 'public' | 'auth' | 'user' | 'authn' | 'admin';
  handler: string;
  summary: LocalText;
  description?: LocalText;
  pathParams?: { name: string; values: string[] }[];
  permissions?: ApiPermission[];
  request: {
    in: RequestIn;
    type?: string;
    fields: ApiField[];
    example?: unknown;
    files?: string[];
    rawBody?: ApiRawBody;
  };
  headers?: ApiHeader[];
  response: ApiResponse;
  errors: ApiError[];
}

/**
 * A JSON body the handler parses itself (the WebAuthn credential), documented
 * next to the query and headers of the same request; its field names may be
 * dotted (`response.signature`).
 */
export interface ApiRawBody {
  description: LocalText;
  fields: ApiField[];
  example: unknown;
}

/** A text in the page's language, or in English where that is missing. */
export const textIn = (text: LocalText | undefined, locale: Locale): string =>
  text ? text[locale] || text.en : '';

export interface ApiTaskType {
  name: string;
  config: string;
  workers_setting: string;
  persisted: boolean;
}

export interface ApiGroupData {
  group: string;
  types?: ApiTaskType[];
  endpoints: ApiEndpoint[];
}

/** Where AList answers by default (port 5244, no site_url path prefix). */
export const API_BASE = 'http://localhost:5244';

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** The path with `{type}` filled in with its first allowed value. */
export function concretePath(endpoint: ApiEndpoint): string {
  let path = endpoint.path;
  for (const param of endpoint.pathParams ?? [])
    path = path.replace(`{${param.name}}`, param.values[0] ?? param.name);
  return path;
}

function queryString(example: unknown): string {
  if (!example || typeof example !== 'object' || Array.isArray(example)) return '';
  const entries = Object.entries(example as Record<string, unknown>);
  if (!entries.length) return '';
  const params = new URLSearchParams(
    entries.map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
  return `?${params.toString()}`;
}

/** A copyable curl command for an endpoint (token in `$TOKEN`). */
export function curlCommand(endpoint: ApiEndpoint, base = API_BASE): string {
  const { request } = endpoint;
  const query = request.in === 'query' ? queryString(request.example) : '';
  const url = `${base}${concretePath(endpoint)}${query}`;
  const lines = [
    endpoint.method === 'GET'
      ? `curl ${shellQuote(url)}`
      : `curl -X ${endpoint.method} ${shellQuote(url)}`,
  ];
  if (endpoint.auth !== 'public') lines.push(`-H "Authorization: $TOKEN"`);
  const headers = new Set((endpoint.headers ?? []).map((header) => header.name));
  if (headers.has('File-Path')) {
    lines.push(`-H ${shellQuote(`File-Path: ${encodeURIComponent('/docs/report.pdf')}`)}`);
    if (request.in === 'form') lines.push(`-F ${shellQuote('file=@report.pdf')}`);
    else {
      lines.push(`-H ${shellQuote('Content-Type: application/pdf')}`);
      lines.push(`--data-binary ${shellQuote('@report.pdf')}`);
    }
  } else {
    for (const name of headers) {
      if (name !== 'Authorization')
        lines.push(`-H ${shellQuote(`${name}: <${name.toLowerCase()}>`)}`);
    }
  }
  if (request.in === 'body' || request.in === 'array') {
    lines.push(`-H ${shellQuote('Content-Type: application/json')}`);
    lines.push(`-d ${shellQuote(JSON.stringify(request.example ?? {}))}`);
  }
  return lines.join(' \\\n  ');
}

/** The whole JSON answer of a successful call, envelope included. */
export function exampleAnswer(endpoint: ApiEndpoint): string {
  return JSON.stringify(
    { code: 200, message: 'success', data: endpoint.response.example ?? null },
    null,
    2,
  );
}

/** Response fields flattened for a table: `content[].name`, `task.id`. */
export function flattenFields(
  fields: ApiField[],
  prefix = '',
): { name: string; field: ApiField }[] {
  return fields.flatMap((field) => {
    const name = `${prefix}${field.name}`;
    const inner = field.fields?.length
      ? flattenFields(
          field.fields,
          `${name}${field.type.replace(/^\*/, '').startsWith('[]') ? '[]' : ''}.`,
        )
      : [];
    return [{ name, field }, ...inner];
  });
}
