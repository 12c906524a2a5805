/**
 * Builds the OpenAPI 3.1 document of the HTTP API reference from the same
 * endpoint data the pages render (content/data/api/<group>.yaml). onPostBuild
 * writes it to public/openapi.json.
 */
import type { ApiEndpoint, ApiField, ApiGroupData, ApiResponse } from '../../src/lib/api';
import { API_GROUPS } from '../../scripts/apiData.mjs';

type Schema = Record<string, unknown>;

export interface OpenApiOptions {
  /** Site address, for the link back to each endpoint's documentation. */
  siteUrl?: string;
  /** Where each group is documented, e.g. `{ fs: '/guide/api/fs.html' }`. */
  pages?: Record<string, string>;
}

const INTEGER = /^\*?u?int(8|16|32|64)?$/;

/** `{ description }` when there is one, else nothing. */
const described = (description: string | undefined) => (description ? { description } : {});

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
  let schema = schemaForGoType(field.type);
  if (field.fields?.length) {
    const object = objectSchema(field.fields);
    const array = field.type.replace(/^\*/, '').startsWith('[]');
    schema = array ? { type: 'array', items: object } : object;
  }
  return { ...schema, ...described(field.description?.en) };
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

/** The schema of `data` for each kind of answer, given the schema of one item. */
const DATA_SHAPES: Record<string, (items: Schema) => Schema> = {
  object: (items) => items,
  array: (items) => ({ type: 'array', items }),
  page: (items) => ({
    type: 'object',
    properties: { content: { type: 'array', items }, total: { type: 'integer' } },
  }),
  map: () => ({ type: 'object', additionalProperties: { type: 'string' } }),
  'map-object': (items) => ({ type: 'object', additionalProperties: items }),
  string: () => ({ type: 'string' }),
  'string-array': () => ({ type: 'array', items: { type: 'string' } }),
};

/** Schema of `data` in a successful answer. */
export function dataSchema(response: ApiResponse): Schema {
  if (response.kind === 'null') return { type: 'null' };
  const schema = DATA_SHAPES[response.kind]?.(objectSchema(response.fields)) ?? {};
  return response.nullable ? { oneOf: [schema, { type: 'null' }] } : schema;
}

/** The tag of each group of the API reference (content/data/api/<group>.yaml). */
const TAGS: Record<string, string> = Object.fromEntries(
  API_GROUPS.map((group) => [group.name, group.tag]),
);

/** The page that documents each group, as the API data's list of groups names it. */
export const API_DATA_PAGES: Record<string, string> = Object.fromEntries(
  API_GROUPS.map((group) => [group.name, group.page]),
);

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

const OCTET_STREAM = { type: 'string', contentMediaType: 'application/octet-stream' };

/** A required request body of one media type. */
const body = (type: string, media: Schema, extra: Schema = {}): Schema => ({
  required: true,
  ...extra,
  content: { [type]: media },
});

function requestBody(endpoint: ApiEndpoint): Schema | null {
  const { request } = endpoint;
  const raw = request.rawBody;
  if (request.in === 'body')
    return body('application/json', {
      schema: objectSchema(request.fields),
      example: request.example ?? {},
    });
  if (request.in === 'array') {
    const items = request.fields.length ? objectSchema(request.fields) : { type: 'string' };
    return body('application/json', {
      schema: { type: 'array', items },
      example: request.example ?? [],
    });
  }
  if (request.in === 'form') {
    const files = request.files ?? ['file'];
    const properties = Object.fromEntries(files.map((name) => [name, OCTET_STREAM]));
    return body('multipart/form-data', {
      schema: { type: 'object', properties, required: files },
    });
  }
  if (raw)
    return body(
      'application/json',
      { schema: rawBodySchema(raw.fields), example: raw.example },
      { description: raw.description.en },
    );
  if (endpoint.path === '/api/fs/put')
    return body('application/octet-stream', { schema: OCTET_STREAM });
  return null;
}

function operation(endpoint: ApiEndpoint, group: string, options: OpenApiOptions): Schema {
  const { request } = endpoint;
  const queryFields =
    request.in === 'query'
      ? request.fields
      : request.fields.filter((field) => field.in === 'query');
  const parameters: Schema[] = [
    ...(endpoint.pathParams ?? []).map((param) => ({
      name: param.name,
      in: 'path',
      required: true,
      schema: { type: 'string', enum: param.values },
    })),
    ...queryFields.map((field) => ({
      name: field.name,
      in: 'query',
      required: Boolean(field.required),
      ...described(field.description.en),
      schema: { type: 'string' },
    })),
    ...(endpoint.headers ?? [])
      .filter((header) => header.name !== 'Authorization' && header.name !== 'Content-Type')
      .map((header) => ({
        name: header.name,
        in: 'header',
        required: header.required,
        ...described(header.description.en),
        schema: { type: 'string' },
      })),
  ];
  const requestBodySchema = requestBody(endpoint);
  const errors = [...new Set(endpoint.errors.map((error) => error.code))];
  const page = options.pages?.[group];
  return {
    operationId: endpoint.id,
    summary: endpoint.summary.en,
    ...described(endpoint.description?.en),
    tags: [TAGS[group] ?? group],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBodySchema ? { requestBody: requestBodySchema } : {}),
    responses: {
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
    },
    security: endpoint.auth !== 'public' ? [{ token: [] }] : [],
    ...(page ? { externalDocs: { url: `${options.siteUrl ?? ''}${page}#${endpoint.id}` } } : {}),
  };
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
      version: '3.45.0',
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
