/**
 * The HTTP API reference against the facts: every /api route (public, auth,
 * authn and admin levels) is documented exactly once or omitted with a reason,
 * and names, types, methods and paths in content/data/api match
 * content/data/facts/api-routes.json. Also checks the pages render each
 * endpoint once per locale under its fixed anchor.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { ApiEndpoint, ApiField, ApiGroupData, LocalText } from '../../src/lib/api';
import { explicitAnchorOf } from '../../src/lib/content/headingId.mjs';
import {
  API_GROUPS,
  anchorId,
  authOf,
  docMethod,
  docPath,
  documentedRoutes,
  headerNames,
  queryName,
} from '../../scripts/apiData.mjs';

interface FactField {
  json: string;
  go_type: string;
  binding?: string;
}
interface FactRoute {
  method: string;
  path: string;
  auth_level: string;
  middlewares?: string[];
  permission_checks?: string[];
  note?: string;
  request?: { fields?: FactField[]; query?: string[]; headers?: string[]; is_array?: boolean };
}

const ROOT = process.cwd();
const facts = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'content/data/facts/api-routes.json'), 'utf8'),
) as {
  routes: FactRoute[];
  fs_response_types: Record<string, FactField[]>;
  fs_upload_headers: Record<string, unknown> & { routes: string[] };
};
const readData = (name: string) =>
  YAML.parse(fs.readFileSync(path.join(ROOT, 'content/data/api', `${name}.yaml`), 'utf8'));
const groups: ApiGroupData[] = API_GROUPS.map((group) => readData(group.name));
const omitted = (readData('omitted') as { omitted: { route: string; reason: LocalText }[] })
  .omitted;
const endpoints = groups.flatMap((group) =>
  group.endpoints.map((endpoint) => ({ group, endpoint })),
);
const key = (route: FactRoute) => `${route.method} ${route.path}`;
const factsByKey = new Map(facts.routes.map((route) => [key(route), route]));

/** Problems of an example value against a Go type and (for structs) its documented fields. */
function checkValue(where: string, value: unknown, type: string, fields?: ApiField[]): string[] {
  const bad = (what: string) => [`${where}: ${JSON.stringify(value)} is not ${what}`];
  if (type.startsWith('*'))
    return value === null ? [] : checkValue(where, value, type.slice(1), fields);
  // Go writes []byte as a base64 string.
  if (type === '[]byte') return typeof value === 'string' ? [] : bad(type);
  if (type.startsWith('[]')) {
    if (!Array.isArray(value)) return bad(type);
    return value.flatMap((item, index) =>
      checkValue(`${where}[${index}]`, item, type.slice(2), fields),
    );
  }
  if (/^u?int(8|16|32|64)?$/.test(type))
    return Number.isInteger(value) && (!type.startsWith('u') || (value as number) >= 0)
      ? []
      : bad(type);
  if (/^float(32|64)$/.test(type)) return typeof value === 'number' ? [] : bad(type);
  if (type === 'bool') return typeof value === 'boolean' ? [] : bad(type);
  if (type === 'string' || /time\.Time$/.test(type) || type === 'time.Duration')
    return typeof value === 'string' ? [] : bad(type);
  if (type.startsWith('map[')) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return bad(type);
    const inner = type.replace(/^map\[[^\]]+\]/, '');
    return Object.entries(value).flatMap(([key, item]) =>
      checkValue(`${where}.${key}`, item, inner, fields),
    );
  }
  if (fields?.length) return checkObject(where, value, fields);
  return [];
}

function checkObject(where: string, value: unknown, fields: ApiField[]): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return [`${where}: ${JSON.stringify(value)} is not an object`];
  return Object.entries(value as Record<string, unknown>).flatMap(([name, item]) => {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) return [`${where}.${name} is not a documented field`];
    return checkValue(`${where}.${name}`, item, field.type, field.fields);
  });
}

/** Problems of an endpoint's request and response examples against its own fields. */
function exampleProblems(endpoint: ApiEndpoint): string[] {
  const { request, response } = endpoint;
  const at = (part: string) => `${endpoint.id} ${part}`;
  const problems: string[] = [];
  if (request.in === 'body')
    problems.push(...checkObject(at('request'), request.example, request.fields));
  if (request.in === 'query') {
    // Query values travel as text: a string, or a value of the field's own type.
    const example = (request.example ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(example)) {
      const field = request.fields.find((candidate) => candidate.name === name);
      if (!field) problems.push(`${at('query')}.${name} is not a documented field`);
      else if (typeof value !== 'string')
        problems.push(...checkValue(`${at('query')}.${name}`, value, field.type));
    }
  }
  if (request.in === 'array') {
    if (!Array.isArray(request.example)) problems.push(`${at('request')} is not an array`);
    else if (request.fields.length)
      problems.push(...checkValue(at('request'), request.example, '[]Item', request.fields));
    else problems.push(...checkValue(at('request'), request.example, '[]string'));
  }
  const data = response.example;
  const where = at('response');
  switch (response.kind) {
    case 'null':
      if (data !== null) problems.push(`${where} should be null`);
      break;
    case 'object':
      if (data === null && response.nullable) break;
      if (response.fields.length) problems.push(...checkObject(where, data, response.fields));
      else if (!data || typeof data !== 'object') problems.push(`${where} is not an object`);
      break;
    case 'array':
      problems.push(...checkValue(where, data, '[]Item', response.fields));
      break;
    case 'page': {
      const page = data as { content?: unknown; total?: unknown };
      problems.push(...checkValue(`${where}.content`, page?.content, '[]Item', response.fields));
      problems.push(...checkValue(`${where}.total`, page?.total, 'int64'));
      break;
    }
    case 'map-object':
      problems.push(...checkValue(where, data, 'map[string]Item', response.fields));
      break;
    case 'map':
    case 'any':
      if (!data || typeof data !== 'object') problems.push(`${where} is not an object`);
      break;
    case 'string':
      problems.push(...checkValue(where, data, 'string'));
      break;
    case 'string-array':
      problems.push(...checkValue(where, data, '[]string'));
      break;
  }
  return problems;
}

describe('API reference coverage', () => {
  const required = documentedRoutes(facts.routes).map(key);

  it('covers the /api routes of the four auth levels (and only /api routes)', () => {
    expect(required.length).toBeGreaterThan(200);
    expect(required.every((route: string) => / \/api\//.test(route))).toBe(true);
  });

  it('documents every required route exactly once, or omits it with a reason', () => {
    const count = new Map<string, number>();
    for (const { endpoint } of endpoints)
      for (const route of endpoint.routes) count.set(route, (count.get(route) ?? 0) + 1);
    const omittedRoutes = new Set(omitted.map((item) => item.route));
    const problems = required.flatMap((route: string) => {
      const times = count.get(route) ?? 0;
      if (omittedRoutes.has(route)) return times ? [`${route} is omitted and documented`] : [];
      return times === 1 ? [] : [`${route} documented ${times} times`];
    });
    expect(problems).toEqual([]);
    for (const item of omitted) {
      expect(required).toContain(item.route);
      expect(item.reason.en.length).toBeGreaterThan(20);
      expect(item.reason.zh.length).toBeGreaterThan(10);
    }
  });

  it('documents no route that the facts do not have', () => {
    const unknown = endpoints.flatMap(({ endpoint }) =>
      endpoint.routes.filter((route) => !factsByKey.has(route)),
    );
    expect(unknown).toEqual([]);
  });

  it('puts each endpoint in the group that owns its path', () => {
    for (const { group, endpoint } of endpoints)
      for (const route of endpoint.routes)
        expect([route, group.group]).toEqual([
          route,
          API_GROUPS.find((item) => item.match.test(route.split(' ')[1] ?? ''))?.name,
        ]);
  });
});

describe('API reference data matches the facts', () => {
  it.each(endpoints.map(({ endpoint }) => [endpoint.id, endpoint] as const))(
    '%s',
    (_id, endpoint: ApiEndpoint) => {
      const routes = endpoint.routes.map((route) => factsByKey.get(route)!);
      for (const route of routes) {
        expect(endpoint.method).toBe(docMethod(route));
        expect(endpoint.path).toBe(docPath(route.path));
        expect(endpoint.auth).toBe(authOf(route));
      }
      expect(endpoint.id).toBe(anchorId(endpoint.method, endpoint.path));
      const route = routes[0]!;
      const bodyFacts = (route.request?.fields ?? []).filter((field) => field.json !== '-');
      const body = endpoint.request.fields.filter(
        (field) => field.in !== 'query' && endpoint.request.in !== 'query',
      );
      const query = endpoint.request.fields.filter(
        (field) => field.in === 'query' || endpoint.request.in === 'query',
      );
      if (endpoint.request.in === 'query' && bodyFacts.length) {
        // A GET that binds a struct from the query string (e.g. model.PageReq).
        expect(query.map((field) => [field.name, field.type])).toEqual(
          bodyFacts.map((field) => [field.json, field.go_type]),
        );
      } else {
        expect(body.map((field) => [field.name, field.type, Boolean(field.required)])).toEqual(
          bodyFacts.map((field) => [field.json, field.go_type, field.binding === 'required']),
        );
        expect(query.map((field) => [field.name, field.type])).toEqual(
          (route.request?.query ?? []).map((name) => [queryName(name), 'string']),
        );
      }
      expect((endpoint.headers ?? []).map((header) => header.name)).toEqual(
        headerNames(route, facts.fs_upload_headers),
      );
      expect(endpoint.request.in === 'array').toBe(Boolean(route.request?.is_array));
      if (endpoint.pathParams)
        expect(endpoint.pathParams[0]!.values.length).toBe(endpoint.routes.length);
    },
  );

  it('lists exactly the facts’ upload headers on both upload endpoints', () => {
    const upload = Object.keys(facts.fs_upload_headers).filter((name) => /^[A-Z]/.test(name));
    expect(upload).toContain('Password');
    expect(facts.fs_upload_headers.routes).toHaveLength(2);
    for (const route of facts.fs_upload_headers.routes) {
      const found = endpoints.find(({ endpoint }) => endpoint.routes.includes(route));
      expect(found).toBeDefined();
      expect([route, [...found!.endpoint.headers!.map((header) => header.name)].sort()]).toEqual([
        route,
        [...upload].sort(),
      ]);
    }
  });

  it('lists the errors the facts name, with texts that agree with them', () => {
    const find = (route: string) =>
      endpoints.find(({ endpoint }) => endpoint.routes.includes(route))!.endpoint;
    // Overwrite: false on an existing target answers 403 'file exists' (fs_upload_headers).
    const refused = /403 '([^']+)'/.exec(String(facts.fs_upload_headers.Overwrite))![1];
    for (const route of facts.fs_upload_headers.routes)
      expect(find(route).errors.map((error) => [error.code, error.message])).toContainEqual([
        403,
        refused,
      ]);
    // Every quoted message of a route's checks and note is listed, placeholders included.
    for (const { endpoint } of endpoints) {
      const route = factsByKey.get(endpoint.routes[0]!)!;
      const sources = [...(route.permission_checks ?? []), route.note ?? ''];
      for (const source of sources)
        for (const match of source.matchAll(/\b([1-5]\d\d) ['"]([^'"]+)['"]/g))
          expect([
            endpoint.id,
            endpoint.errors.some((error) => error.message === match[2]),
          ]).toEqual([endpoint.id, true]);
    }
    const move = find('POST /api/fs/recursive_move');
    const clash = move.errors.find((error) => error.message === 'file [<name>] exists')!;
    expect(clash.description.en).toContain('conflict_policy');
    expect(move.description?.en).toContain('Successfully moved <n> file(s)');
    // Authn treats an empty token as the guest even when the guest account is disabled.
    for (const { endpoint } of endpoints) {
      const unauthorised = endpoint.errors.find((error) => error.code === 401);
      if (!unauthorised) continue;
      if (endpoint.auth === 'authn')
        expect([endpoint.id, unauthorised.description.en]).toEqual([
          endpoint.id,
          expect.stringMatching(/whether or not the guest account is enabled/),
        ]);
      else
        expect([endpoint.id, unauthorised.description.en]).toEqual([
          endpoint.id,
          expect.stringMatching(/only while the guest account is disabled/),
        ]);
    }
  });

  it('describes the link answer’s `header` as the headers to send along with `url`', () => {
    const link = endpoints.find(({ endpoint }) => endpoint.path === '/api/fs/link')!.endpoint;
    const header = link.response.fields.find((field) => field.name === 'header')!;
    expect(header.description.en).toMatch(/HTTP headers .*`url`/);
    expect(header.description.zh).toMatch(/`url`.*HTTP 请求头/);
    expect(header.description.en).not.toMatch(/markdown|meta/i);
  });

  it('documents the User, Meta and Storage answers field by field as in the facts', () => {
    const other = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'content/data/facts/other-facts.json'), 'utf8'),
    ) as {
      user_model_fields: FactField[];
      meta_fields: { fields: FactField[] };
      user_roles: Record<string, number | string>;
      default_users: { admin: { username: string; role: string; permission: number } };
    };
    const storage = factsByKey.get('POST /api/admin/storage/create')!.request!.fields!;
    const pairs = (list: FactField[]) =>
      list.filter((field) => field.json !== '-').map((field) => [field.json, field.go_type]);
    const user = pairs(other.user_model_fields);
    const expected: Record<string, string[][]> = {
      '/api/admin/user/get': user,
      '/api/admin/user/list': user,
      '/api/me': [...user, ['otp', 'bool']],
      '/api/admin/meta/get': pairs(other.meta_fields.fields),
      '/api/admin/meta/list': pairs(other.meta_fields.fields),
      '/api/admin/storage/get': pairs(storage),
      '/api/admin/storage/list': pairs(storage),
    };
    for (const [route, fields] of Object.entries(expected)) {
      const { endpoint } = endpoints.find((item) => item.endpoint.path === route)!;
      expect([route, endpoint.response.fields.map((field) => [field.name, field.type])]).toEqual([
        route,
        fields,
      ]);
    }
    // The /api/me sample is the default admin: role ADMIN and its default permission.
    const me = endpoints.find((item) => item.endpoint.path === '/api/me')!.endpoint;
    const admin = other.default_users.admin;
    expect(me.response.example).toMatchObject({
      username: admin.username,
      role: other.user_roles[admin.role],
      permission: admin.permission,
    });
  });

  it('says that listing needs access, not a permission bit (refresh alone needs write)', () => {
    const list = endpoints.find(({ endpoint }) => endpoint.path === '/api/fs/list')!.endpoint;
    expect(list.permissions?.every((permission) => permission.when === 'refresh=true')).toBe(true);
    expect(list.description?.en).toMatch(/Listing itself needs no permission bit/);
    expect(list.description?.zh).toMatch(/列目录本身不需要任何权限位/);
    const denied = list.errors.find((error) => error.key === '403-permission')!;
    expect(denied.description.en).toContain('refresh: true');
  });

  it('copies the file-system response types exactly', () => {
    const flat = (fields: ApiField[]) => fields.map((field) => [field.name, field.type]);
    const facts_ = (name: string) =>
      (facts.fs_response_types[name] ?? []).map((field) => [
        field.json.replace(/,omitempty$/, ''),
        field.go_type,
      ]);
    let checked = 0;
    for (const { endpoint } of endpoints) {
      const type = endpoint.response.type ?? '';
      const shape = type.replace(/^\[\]/, '');
      if (!facts.fs_response_types[shape] || !Array.isArray(facts.fs_response_types[shape]))
        continue;
      expect([endpoint.id, flat(endpoint.response.fields)]).toEqual([endpoint.id, facts_(shape)]);
      for (const field of endpoint.response.fields) {
        const inner = field.type.replace(/^\[\]/, '');
        if (field.fields && facts.fs_response_types[inner])
          expect(flat(field.fields)).toEqual(facts_(inner));
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('gives examples (request body, query, array and response data) that fit their own fields', () => {
    expect(endpoints.flatMap(({ endpoint }) => exampleProblems(endpoint))).toEqual([]);
  });

  it('gives samples a reader can run: no empty query value, every required field present', () => {
    const problems: string[] = [];
    for (const { endpoint } of endpoints) {
      const { request } = endpoint;
      if (request.in === 'query') {
        const example = (request.example ?? {}) as Record<string, unknown>;
        for (const [name, value] of Object.entries(example))
          if (value === '' || value === null) problems.push(`${endpoint.id} ?${name}= is empty`);
      }
      if (request.in === 'body' || request.in === 'query') {
        const example = (request.example ?? {}) as Record<string, unknown>;
        for (const field of request.fields)
          if (field.required && !(field.name in example))
            problems.push(`${endpoint.id} sample lacks required ${field.name}`);
        // A password in a sample is something to type in, never an empty string.
        for (const [name, value] of Object.entries(example))
          if (/pass/.test(name) && value === '')
            problems.push(`${endpoint.id} sample has an empty ${name}`);
      }
      if (request.in === 'array' && request.fields.length)
        for (const item of request.example as Record<string, unknown>[])
          for (const field of request.fields)
            if (field.required && !(field.name in item))
              problems.push(`${endpoint.id} sample lacks required ${field.name}`);
    }
    expect(problems).toEqual([]);
  });

  it('has every text in both languages', () => {
    const missing: string[] = [];
    const need = (where: string, text: LocalText | undefined) => {
      if (!text?.en?.trim() || !text?.zh?.trim()) missing.push(where);
    };
    const walk = (where: string, fields: ApiField[]) =>
      fields.forEach((field) => {
        need(`${where}.${field.name}`, field.description);
        walk(`${where}.${field.name}`, field.fields ?? []);
      });
    for (const { endpoint } of endpoints) {
      need(`${endpoint.id} summary`, endpoint.summary);
      walk(`${endpoint.id} request`, endpoint.request.fields);
      (endpoint.headers ?? []).forEach((header) =>
        need(`${endpoint.id} ${header.name}`, header.description),
      );
      walk(`${endpoint.id} response`, endpoint.response.fields);
      endpoint.errors.forEach((error) =>
        need(`${endpoint.id} error ${error.key}`, error.description),
      );
    }
    expect(missing).toEqual([]);
  });
});

describe('API reference pages', () => {
  const page = (locale: string, file: string) =>
    fs.readFileSync(path.join(ROOT, 'content', locale, 'guide/api', file), 'utf8');

  it('keep the task types as the facts say: persisted with a persist_key, restored with a row', () => {
    const other = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'content/data/facts/other-facts.json'), 'utf8'),
    ) as {
      tasks: {
        managers: { name: string; config: string; persist_key?: string }[];
        initial_task_items: string[];
      };
    };
    const rows = other.tasks.managers.map((manager) => ({
      name: manager.name,
      config: manager.config,
      persisted: Boolean(manager.persist_key),
      restored: other.tasks.initial_task_items.includes(manager.persist_key ?? ''),
    }));
    for (const name of ['task', 'admin-task']) {
      const data = groups.find((group) => group.group === name)!;
      expect(
        (data.types ?? []).map((type) => {
          const row = type as typeof type & { restored?: boolean };
          return {
            name: row.name,
            config: row.config,
            persisted: row.persisted,
            restored: row.restored,
          };
        }),
      ).toEqual(rows);
    }
  });

  it.each(['en', 'zh'])(
    'render the task types once, from the data, on both %s task pages',
    (locale) => {
      for (const [file, group] of [
        ['task.mdx', 'api/task'],
        ['admin/task.mdx', 'api/admin-task'],
      ] as const) {
        const source = page(locale, file);
        expect(source.split(`<TaskRoutes group="${group}" />`).length - 1).toBe(1);
        // No hand-written per-type table rows next to it.
        expect(source).not.toMatch(/^\| `(upload|copy|decompress)`/m);
      }
    },
  );

  it.each(['en', 'zh'])(
    'list every admin-only route outside /api/admin/ and every omitted admin route on the %s admin index',
    (locale) => {
      const source = page(locale, 'admin/index.mdx');
      const outside = endpoints
        .filter(
          ({ endpoint }) => endpoint.auth === 'admin' && !endpoint.path.startsWith('/api/admin/'),
        )
        .map(({ endpoint }) => endpoint.path);
      expect(outside).toContain('/api/fs/link');
      for (const route of outside) expect(source).toContain(`\`${route}\``);
      for (const item of omitted)
        if (factsByKey.get(item.route)?.auth_level === 'admin')
          expect(source).toContain(item.route);
    },
  );

  it.each(['en', 'zh'])(
    'give the OpenAPI address on the %s apifox page, relative and absolute',
    (locale) => {
      const source = page(locale, 'apifox.mdx');
      expect(source).toContain('](/openapi.json)');
      expect(source).toContain('https://alist.nn.ci/openapi.json');
    },
  );

  it('name every request field as sent (no `{placeholder}` left from the facts)', () => {
    const names = endpoints.flatMap(({ endpoint }) =>
      endpoint.request.fields.map((field) => `${endpoint.id} ${field.name}`),
    );
    expect(names.filter((name) => /[{}]/.test(name))).toEqual([]);
  });

  it.each(['en', 'zh'])(
    'explain every auth badge and name the 2FA routes on the %s index',
    (locale) => {
      const source = page(locale, 'index.mdx');
      const common = JSON.parse(
        fs.readFileSync(path.join(ROOT, 'src/locales', locale, 'common.json'), 'utf8'),
      ) as { api: { auth: Record<string, string> } };
      const used = new Set(endpoints.map(({ endpoint }) => endpoint.auth));
      for (const level of used) expect(source).toContain(`*${common.api.auth[level]}*`);
      expect(source).toContain('/api/auth/2fa/generate');
      expect(source).toContain('/api/auth/2fa/verify');
      expect(source).not.toMatch(/\(and 202|以及文档注明的 202|响应包装/);
    },
  );

  const pageFile = (locale: string, page: string) =>
    path.join(ROOT, 'content', locale, page.replace(/\.html$/, '.mdx'));

  it.each(['en', 'zh'])('render each endpoint once in %s, under its fixed anchor', (locale) => {
    const seen = new Map<string, number>();
    for (const group of API_GROUPS) {
      const file = pageFile(locale, group.page);
      expect([file, fs.existsSync(file)]).toEqual([file, true]);
      const source = fs.readFileSync(file, 'utf8');
      expect(source).toMatch(new RegExp(`^data: \\[[^\\]]*api/${group.name}[,\\]]`, 'm'));
      const lines = source.split('\n');
      const data = groups.find((item) => item.group === group.name)!;
      for (const endpoint of data.endpoints) {
        const headings = lines.flatMap((line, index) =>
          /^###+ \S/.test(line) && explicitAnchorOf(line)?.id === endpoint.id ? [index] : [],
        );
        const tag = `<Endpoint group="api/${group.name}" method="${endpoint.method}" path="${endpoint.path}" />`;
        expect([endpoint.id, headings.length]).toEqual([endpoint.id, 1]);
        expect([endpoint.id, source.split(tag).length - 1]).toEqual([endpoint.id, 1]);
        // The component directly follows its heading.
        expect([endpoint.id, lines.slice(headings[0]! + 1, headings[0]! + 3)]).toEqual([
          endpoint.id,
          ['', tag],
        ]);
        seen.set(endpoint.id, (seen.get(endpoint.id) ?? 0) + 1);
      }
      const tags = source.match(/<Endpoint [^>]*\/>/g) ?? [];
      expect(tags.length).toBe(data.endpoints.length);
    }
    expect(seen.size).toBe(endpoints.length);
  });
});
