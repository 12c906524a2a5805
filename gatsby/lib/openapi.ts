/**
 * Builds the OpenAPI 3.1 document of the HTTP API reference from the same
 * endpoint data the pages render (content/data/api/<group>.yaml). onPostBuild
 * writes it to public/openapi.json.
 */
import type { ApiEndpoint, ApiField, ApiGroupData, ApiResponse } from '../../src/lib/api';

type Schema = Record<string, unknown>;

export interface OpenApiOptions {
  /** Site address, for the link back to each endpoint's documentation. */
  siteUrl?: string;
  /** Where each group is documented, e.g. `{ fs: '/guide/api/fs.html' }`. */
  pages?: Record<string, string>;
  version?: string;
}

const INTEGER = /^\*?u?int(8|16|32|64)?$/;

/** JSON Schema for a Go type name from the facts. */
export function schemaForGoType(type: string): Schema {
  const bare = type.replace(/^\*/, '');
  if (bare === 'string') return { type: 'string' };
  if (bare === '[]byte') return { type: 'string', contentEncoding: 'base64' };
  if (INTEGER.test(bare)) return { type: 'integer' };
  if (bare === 'float64' || bare === 'float32') return { type: 'number' };
  if (bare === 'bool') return { type: 'boolean' };
  if (bare === 'time.Time') return { type: 'string', format: 'date-time' };
  if (bare === 'tache.State') return { type: 'integer', minimum: 0, maximum: 9 };
  if (bare === 'StringOrArray')
    return { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] };
  if (bare.startsWith('[]')) return { type: 'array', items: schemaForGoType(bare.slice(2)) };
  if (bare.startsWith('map[')) {
    const value = bare.slice(bare.indexOf(']') + 1);
    return { type: 'object', additionalProperties: schemaForGoType(value) };
  }
  return {};
}

function fieldSchema(field: ApiField): Schema {
  const description = field.description?.en || undefined;
  if (field.fields?.length) {
    const object = objectSchema(field.fields);
    const array = field.type.replace(/^\*/, '').startsWith('[]');
    return {
      ...(array ? { type: 'array', items: object } : object),
      ...(description ? { description } : {}),
    };
  }
  return { ...schemaForGoType(field.type), ...(description ? { description } : {}) };
}

function objectSchema(fields: ApiField[]): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const field of fields) {
    if (field.in === 'query') continue;
    properties[field.name] = fieldSchema(field);
    if (field.required) required.push(field.name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** Schema of `data` in a successful answer. */
export function dataSchema(response: ApiResponse): Schema {
  const items = objectSchema(response.fields);
  let schema: Schema;
  switch (response.kind) {
    case 'null':
      return { type: 'null' };
    case 'object':
      schema = items;
      break;
    case 'array':
      schema = { type: 'array', items };
      break;
    case 'page':
      schema = {
        type: 'object',
        properties: { content: { type: 'array', items }, total: { type: 'integer' } },
      };
      break;
    case 'map':
      schema = { type: 'object', additionalProperties: { type: 'string' } };
      break;
    case 'map-object':
      schema = { type: 'object', additionalProperties: items };
      break;
    case 'string':
      schema = { type: 'string' };
      break;
    case 'string-array':
      schema = { type: 'array', items: { type: 'string' } };
      break;
    default:
      schema = {};
  }
  return response.nullable ? { oneOf: [schema, { type: 'null' }] } : schema;
}

const TAGS: Record<string, string> = {
  auth: 'Authentication',
  fs: 'File system',
  public: 'Public',
  task: 'Tasks',
  'admin-user': 'Admin: users',
  'admin-meta': 'Admin: meta',
  'admin-storage': 'Admin: storages',
  'admin-driver': 'Admin: drivers',
  'admin-setting': 'Admin: settings and index',
  'admin-task': 'Admin: tasks',
};

/** A body the handler parses itself; field names may be dotted (`response.signature`). */
interface RawBody {
  description: { en: string; zh: string };
  fields: ApiField[];
  example: unknown;
}

/** Object schema for dotted field names, nesting `a.b` under `a`. */
export function rawBodySchema(fields: ApiField[]): Schema {
  const root: Schema = { type: 'object', properties: {} as Record<string, Schema> };
  for (const field of fields) {
    const parts = field.name.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const properties = node.properties as Record<string, Schema>;
      if (!properties[part]) {
        properties[part] = { type: 'object', properties: {} };
        node.required = [...((node.required as string[]) ?? []), part];
      }
      node = properties[part];
    }
    const leaf = parts[parts.length - 1]!;
    (node.properties as Record<string, Schema>)[leaf] = fieldSchema({ ...field, name: leaf });
    if (field.required) node.required = [...((node.required as string[]) ?? []), leaf];
  }
  return root;
}

function operation(endpoint: ApiEndpoint, group: string, options: OpenApiOptions): Schema {
  const { request } = endpoint;
  const parameters: Schema[] = [];
  for (const param of endpoint.pathParams ?? [])
    parameters.push({
      name: param.name,
      in: 'path',
      required: true,
      schema: { type: 'string', enum: param.values },
    });
  const queryFields =
    request.in === 'query'
      ? request.fields
      : request.fields.filter((field) => field.in === 'query');
  for (const field of queryFields)
    parameters.push({
      name: field.name,
      in: 'query',
      required: Boolean(field.required),
      ...(field.description.en ? { description: field.description.en } : {}),
      schema: { type: 'string' },
    });
  for (const header of endpoint.headers ?? []) {
    if (header.name === 'Authorization' || header.name === 'Content-Type') continue;
    parameters.push({
      name: header.name,
      in: 'header',
      required: header.required,
      ...(header.description.en ? { description: header.description.en } : {}),
      schema: { type: 'string' },
    });
  }
  const op: Schema = {
    operationId: endpoint.id,
    summary: endpoint.summary.en,
    ...(endpoint.description?.en ? { description: endpoint.description.en } : {}),
    tags: [TAGS[group] ?? group],
  };
  if (parameters.length) op.parameters = parameters;
  const raw = (request as { rawBody?: RawBody }).rawBody;
  if (request.in === 'body') {
    op.requestBody = {
      required: true,
      content: {
        'application/json': {
          schema: objectSchema(request.fields),
          example: request.example ?? {},
        },
      },
    };
  } else if (request.in === 'array') {
    op.requestBody = {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'array',
            items: request.fields.length ? objectSchema(request.fields) : { type: 'string' },
          },
          example: request.example ?? [],
        },
      },
    };
  } else if (request.in === 'form') {
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: Object.fromEntries(
              (request.files ?? ['file']).map((name) => [
                name,
                { type: 'string', contentMediaType: 'application/octet-stream' },
              ]),
            ),
            required: request.files ?? ['file'],
          },
        },
      },
    };
  } else if (raw) {
    op.requestBody = {
      required: true,
      description: raw.description.en,
      content: {
        'application/json': { schema: rawBodySchema(raw.fields), example: raw.example },
      },
    };
  } else if (endpoint.path === '/api/fs/put') {
    op.requestBody = {
      required: true,
      content: {
        'application/octet-stream': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      },
    };
  }
  const errors = [...new Set(endpoint.errors.map((error) => error.code))];
  op.responses = {
    '200': {
      description:
        'Always HTTP 200. `code` is 200 on success' +
        (errors.length ? `; errors answer code ${errors.join(', ')} in the same envelope.` : '.'),
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['code', 'message', 'data'],
            properties: {
              code: { type: 'integer' },
              message: { type: 'string' },
              data: dataSchema(endpoint.response),
            },
          },
          example: { code: 200, message: 'success', data: endpoint.response.example ?? null },
        },
      },
    },
  };
  if (endpoint.auth !== 'public') op.security = [{ token: [] }];
  else op.security = [];
  const page = options.pages?.[group];
  if (page) op.externalDocs = { url: `${options.siteUrl ?? ''}${page}#${endpoint.id}` };
  return op;
}

/** The whole document: one path item per documented path, one operation per method. */
export function buildOpenApi(groups: ApiGroupData[], options: OpenApiOptions = {}): Schema {
  const paths: Record<string, Record<string, Schema>> = {};
  for (const data of groups) {
    for (const endpoint of data.endpoints) {
      const item = (paths[endpoint.path] ??= {});
      const method = endpoint.method.toLowerCase();
      if (item[method]) throw new Error(`${endpoint.method} ${endpoint.path} is documented twice`);
      item[method] = operation(endpoint, data.group, options);
    }
  }
  const used = new Set(groups.map((data) => TAGS[data.group] ?? data.group));
  return {
    openapi: '3.1.0',
    info: {
      title: 'AList v3 HTTP API',
      version: options.version ?? '3.45.0',
      description:
        'Every answer is a JSON envelope {code, message, data} with HTTP status 200; check `code`. ' +
        'Send the token from /api/auth/login in the Authorization header, without a Bearer prefix.',
      license: { name: 'AGPL-3.0-only', identifier: 'AGPL-3.0-only' },
    },
    servers: [
      {
        url: '{scheme}://{host}',
        variables: {
          scheme: { default: 'http', enum: ['http', 'https'] },
          host: { default: 'localhost:5244' },
        },
      },
    ],
    tags: Object.values(TAGS)
      .filter((name) => used.has(name))
      .map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The JWT from a login endpoint, or the admin token setting.',
        },
      },
    },
  };
}

/** Data files of the API reference, in page order, and the page that documents each. */
export const API_DATA_PAGES: Record<string, string> = {
  auth: '/guide/api/auth.html',
  fs: '/guide/api/fs.html',
  public: '/guide/api/public.html',
  task: '/guide/api/task.html',
  'admin-user': '/guide/api/admin/user.html',
  'admin-meta': '/guide/api/admin/meta.html',
  'admin-storage': '/guide/api/admin/storage.html',
  'admin-driver': '/guide/api/admin/driver.html',
  'admin-setting': '/guide/api/admin/setting.html',
  'admin-task': '/guide/api/admin/task.html',
};
