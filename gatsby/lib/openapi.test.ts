import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiGroupData } from '../../src/lib/api';
import { API_DATA_PAGES, buildOpenApi, dataSchema, schemaForGoType } from './openapi';
import { loadApiGroups } from './openapiFile';
import { API_GROUPS } from '../../scripts/apiData.mjs';

/** Runs @seriousme/openapi-schema-validator (ESM only) in a child Node process. */
function validate(document: unknown): { valid: boolean; errors?: unknown; version?: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document));
  const script = `
    import { Validator } from '@seriousme/openapi-schema-validator';
    import { readFileSync } from 'node:fs';
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(readFileSync(process.argv[1], 'utf8')));
    console.log(JSON.stringify({ ...result, version: validator.version }));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, file], {
    cwd: process.cwd(),
    encoding: 'utf8',
  });
  fs.rmSync(dir, { recursive: true, force: true });
  return JSON.parse(out) as { valid: boolean; errors?: unknown; version?: string };
}

const groups = loadApiGroups();
const document = buildOpenApi(groups, {
  siteUrl: 'https://alist.example.com',
  pages: API_DATA_PAGES,
}) as { paths: Record<string, Record<string, Record<string, unknown>>>; openapi: string };

describe('the OpenAPI document', () => {
  it('reads every group of the API data, each under a tag of its own name', () => {
    expect(groups.map((group) => group.group)).toEqual(API_GROUPS.map((group) => group.name));
    const tags = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).flatMap((operation) => operation.tags as string[]),
    );
    const groupNames = new Set(API_GROUPS.map((group) => group.name));
    expect(tags.filter((tag) => groupNames.has(tag))).toEqual([]);
    expect(new Set(tags).size).toBe(API_GROUPS.length);
  });

  it('documents the WebAuthn finish bodies: the credential JSON from the browser', () => {
    for (const [route, part] of [
      ['/api/authn/webauthn_finish_login', 'signature'],
      ['/api/authn/webauthn_finish_registration', 'attestationObject'],
    ] as const) {
      const body = document.paths[route]!.post!.requestBody as {
        content: Record<
          string,
          { schema: { properties: Record<string, { properties?: object }>; required: string[] } }
        >;
      };
      const schema = body.content['application/json']!.schema;
      expect(schema.required).toEqual(['id', 'rawId', 'type', 'response']);
      expect(Object.keys(schema.properties.response!.properties!)).toContain(part);
    }
  });

  it('passes the OpenAPI 3.1 schema validator', () => {
    const result = validate(document);
    expect(result.errors ?? null).toBeNull();
    expect(result.valid).toBe(true);
    expect(result.version).toBe('3.1');
  }, 60_000);

  it('is checked by a validator that does reject a broken document', () => {
    const broken = { ...document, paths: { '/api/x': { post: { responses: 'none' } } } };
    expect(validate(broken).valid).toBe(false);
  }, 60_000);

  it('has one operation per documented endpoint, under its anchor id', () => {
    const ids = groups.flatMap((group) => group.endpoints.map((endpoint) => endpoint.id));
    const operations = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps field names from the data in request bodies and parameters', () => {
    const list = document.paths['/api/fs/list']!.post as {
      requestBody: { content: { 'application/json': { schema: { properties: object } } } };
      security: unknown[];
      externalDocs: { url: string };
    };
    expect(Object.keys(list.requestBody.content['application/json'].schema.properties)).toEqual([
      'page',
      'per_page',
      'path',
      'password',
      'refresh',
    ]);
    expect(list.security).toEqual([{ token: [] }]);
    expect(list.externalDocs.url).toBe(
      'https://alist.example.com/guide/api/fs.html#post-api-fs-list',
    );
    const put = document.paths['/api/fs/put']!.put as {
      parameters: { name: string; in: string }[];
    };
    expect(put.parameters.map((param) => param.name)).toContain('File-Path');
    const task = document.paths['/api/task/{type}/info']!.post as {
      parameters: { name: string; in: string; schema: { enum?: string[] } }[];
    };
    expect(task.parameters[0]).toMatchObject({ name: 'type', in: 'path' });
    expect(task.parameters[0]!.schema.enum).toContain('decompress_upload');
  });

  it('refuses an endpoint documented twice', () => {
    const twice: ApiGroupData = {
      group: 'fs',
      endpoints: [groups[1]!.endpoints[0]!, groups[1]!.endpoints[0]!],
    };
    expect(() => buildOpenApi([twice])).toThrow(/documented twice/);
  });
});

describe('schemas from Go types', () => {
  it.each([
    ['string', { type: 'string' }],
    ['int64', { type: 'integer' }],
    ['uint', { type: 'integer' }],
    ['bool', { type: 'boolean' }],
    ['float64', { type: 'number' }],
    ['*time.Time', { type: 'string', format: 'date-time' }],
    ['[]string', { type: 'array', items: { type: 'string' } }],
    ['map[string]string', { type: 'object', additionalProperties: { type: 'string' } }],
  ])('%s', (type, schema) => {
    expect(schemaForGoType(type)).toEqual(schema);
  });

  it('makes a nullable data schema for uploads that may start a task', () => {
    expect(
      dataSchema({ kind: 'object', type: 'gin.H', nullable: true, fields: [], example: null }),
    ).toEqual({
      oneOf: [{ type: 'object', properties: {} }, { type: 'null' }],
    });
  });
});
