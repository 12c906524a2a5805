/**
 * Pure functions that turn the AList route facts (content/data/facts/api-routes.json)
 * into the endpoint data the API reference pages render (content/data/api/<group>.yaml).
 * Facts decide methods, paths, auth levels, field names and types; the texts
 * (summaries, descriptions, errors) are ours and survive a re-run.
 * scripts/write-api-data.mjs does the file work; scripts/apiData.test.mjs tests these.
 */

/**
 * Data files, in page order. `page` is the site page that renders the group, `tag` its
 * name in the OpenAPI document.
 */
export const API_GROUPS = [
  {
    name: 'auth',
    tag: 'Authentication',
    page: '/guide/api/auth.html',
    match: /^\/api\/(auth|me|authn)(\/|$)/,
  },
  { name: 'fs', tag: 'File system', page: '/guide/api/fs.html', match: /^\/api\/fs\// },
  { name: 'public', tag: 'Public', page: '/guide/api/public.html', match: /^\/api\/public\// },
  { name: 'task', tag: 'Tasks', page: '/guide/api/task.html', match: /^\/api\/task\// },
  {
    name: 'admin-user',
    tag: 'Admin: users',
    page: '/guide/api/admin/user.html',
    match: /^\/api\/admin\/user\//,
  },
  {
    name: 'admin-meta',
    tag: 'Admin: meta',
    page: '/guide/api/admin/meta.html',
    match: /^\/api\/admin\/meta\//,
  },
  {
    name: 'admin-storage',
    tag: 'Admin: storages',
    page: '/guide/api/admin/storage.html',
    match: /^\/api\/admin\/storage\//,
  },
  {
    name: 'admin-driver',
    tag: 'Admin: drivers',
    page: '/guide/api/admin/driver.html',
    match: /^\/api\/admin\/driver\//,
  },
  {
    name: 'admin-setting',
    tag: 'Admin: settings and index',
    page: '/guide/api/admin/setting.html',
    match: /^\/api\/admin\/(setting|index)\//,
  },
  {
    name: 'admin-task',
    tag: 'Admin: tasks',
    page: '/guide/api/admin/task.html',
    match: /^\/api\/admin\/task\//,
  },
];

/** Auth levels whose /api routes the reference must cover (sign and webdav are not /api). */
export const DOCUMENTED_LEVELS = ['public', 'auth', 'authn', 'admin'];

/** Which data file documents a path, or null when no group takes it. */
export function groupOf(path) {
  return API_GROUPS.find((group) => group.match.test(path))?.name ?? null;
}

/** `GET /api/fs/list` → `get-api-fs-list`; `{type}` placeholders lose their braces. */
export function anchorId(method, path) {
  const slug = path
    .toLowerCase()
    .replace(/[{}]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${method.toLowerCase()}-${slug}`;
}

const bodyFields = (route) =>
  (route.request?.fields ?? []).filter((field) => field.json && field.json !== '-');

/**
 * The method we document. `Any` routes take every method; we show POST with a
 * JSON body when they bind a request type (as the web UI does), GET otherwise.
 */
export function docMethod(route) {
  if (route.method !== 'Any') return route.method;
  return route.request?.type ? 'POST' : 'GET';
}

/** Task routes: `/api/task/copy/undone` → `{ prefix: '/api/task', type: 'copy', action: 'undone' }`. */
export function taskParts(path) {
  const match = /^(\/api(?:\/admin)?\/task)\/([a-z_]+)\/([a-z_]+)$/.exec(path);
  return match ? { prefix: match[1], type: match[2], action: match[3] } : null;
}

/** The path documented for a route: task routes share one templated path per action. */
export function docPath(path) {
  const task = taskParts(path);
  return task ? `${task.prefix}/{type}/${task.action}` : path;
}

/** Where the request's fields travel, from the facts' binding description. */
export function requestIn(route, method = docMethod(route)) {
  const request = route.request ?? {};
  if (request.is_array) return 'array';
  if (request.form_files?.length) return 'form';
  if (bodyFields(route).length) return method === 'GET' ? 'query' : 'body';
  if (request.query?.length) return 'query';
  if (request.headers?.length) return 'headers';
  return 'none';
}

const text = (value) => ({ en: value?.en ?? '', zh: value?.zh ?? '' });

/** Whether a text has words in either language. */
export const filled = (value) => Boolean(value && (value.en || value.zh));

/**
 * Query names the facts write as a Go variable: the SSO callback reads the
 * provider's code from `c.Query(authField)`, which is `code` on every platform
 * (listed separately) except DingTalk, where it is `authCode`.
 */
export const QUERY_NAMES = { '{authField}': 'authCode' };

/** The real query parameter name for a name in the facts. */
export function queryName(name) {
  return QUERY_NAMES[name] ?? name;
}

/**
 * Request fields from the facts. Body fields keep their Go type exactly;
 * query parameters arrive as strings. `-` (unbindable) fields are dropped.
 */
export function requestFields(route, seed = {}) {
  const request = route.request ?? {};
  const path = docPath(route.path);
  const describe = (name) => seed.field?.(path, name);
  const fields = bodyFields(route).map((field) => ({
    name: field.json,
    type: field.go_type,
    required: field.binding === 'required',
    description: text(describe(field.json)),
  }));
  const query = (request.query ?? [])
    .map(queryName)
    .filter((name) => !fields.some((field) => field.name === name))
    .map((name) => ({
      name,
      type: 'string',
      in: 'query',
      required: Boolean(seed.requiredQuery?.(path, name)),
      description: text(describe(name)),
    }));
  return [...fields, ...query];
}

/**
 * The header names a route reads: the route's own list, plus, for the upload
 * routes named in the facts' `fs_upload_headers`, every upload header there
 * (`Password` is read by the FsUp middleware, not by the handler, so the
 * route's own list misses it). Facts order, each name once.
 */
export function headerNames(route, uploadHeaders) {
  const own = route.request?.headers ?? [];
  if (!uploadHeaders?.routes?.includes(`${route.method} ${route.path}`)) return own;
  // Header names are capitalised (`File-Path`); `routes`, `form_field`, … are notes.
  const upload = Object.keys(uploadHeaders).filter((name) => /^[A-Z][A-Za-z0-9-]*$/.test(name));
  return [...upload, ...own.filter((name) => !upload.includes(name))];
}

/** Headers a route reads (uploads, WebAuthn session, logout), with texts from the seed. */
export function requestHeaders(route, seed = {}) {
  const names = headerNames(route, seed.uploadHeaders);
  const path = docPath(route.path);
  return names.map((name) => ({
    name,
    required: Boolean(seed.requiredHeader?.(path, name)),
    description: text(seed.header?.(path, name)),
  }));
}

const PERMISSION_CHECK = /\b(?:user\.)?(Can[A-Z][A-Za-z]+)\(\)/g;

/** Permission bits named by the facts' permission checks (`user.CanWrite()` → bit 3). */
export function permissions(route, bits) {
  const names = new Map();
  for (const check of route.permission_checks ?? []) {
    for (const match of check.matchAll(PERMISSION_CHECK)) {
      names.set(match[1], {
        // `refresh=true requires …`: only needed when that field is set.
        ...(/^\w+=\w+ requires/.test(check) ? { when: check.split(' ')[0] } : {}),
        // `user.CanWrite() or meta write`: a meta rule can grant it instead.
        ...(/or meta write/.test(check) ? { orMetaWrite: true } : {}),
      });
    }
  }
  return bits
    .filter((bit) => names.has(bit.method))
    .map((bit) => ({
      bit: bit.bit,
      value: bit.value,
      method: bit.method,
      ...names.get(bit.method),
    }));
}

/** The auth level we show: `auth` routes under /api/task also refuse the guest user. */
export function authOf(route) {
  if (route.auth_level === 'auth' && (route.middlewares ?? []).includes('middlewares.AuthNotGuest'))
    return 'user';
  return route.auth_level;
}

const QUOTED_ERROR = /\b([1-5]\d\d) ['"]([^'"]+)['"]/g;

/**
 * Errors a route can answer, as `{ code, message }` (message only when the
 * facts quote it). Texts come from the seed; hand-written ones win.
 */
export function errorsOf(route, seed = {}) {
  const found = new Map();
  const add = (code, message = null, key = `${code}`) => {
    const same = [...found.values()].some(
      (error) => error.code === code && message && error.message === message,
    );
    if (!found.has(key) && !same) found.set(key, { code, message });
  };
  const auth = authOf(route);
  const path = docPath(route.path);
  if (bodyFields(route).length || route.request?.is_array) add(400);
  if (['auth', 'admin', 'user', 'authn'].includes(auth)) add(401);
  if (auth === 'admin') add(403, 'You are not an admin', '403-admin');
  if (auth === 'user') add(403, 'You are a guest', '403-guest');
  const sources = [...(route.permission_checks ?? []), route.note ?? ''];
  for (const source of sources) {
    for (const match of source.matchAll(QUOTED_ERROR)) {
      // `file [<name>] exists` is shown as it is: `<name>` stands for the clashing name.
      add(Number(match[1]), match[2], `${match[1]}-${match[2]}`);
    }
    const code = /\bcode (\d{3})\b/.exec(source);
    if (code) add(Number(code[1]));
  }
  if (permissions(route, seed.bits ?? []).length) add(403, null, '403-permission');
  // A CanAccess that filters a list (`per result node`, as search does) answers no 403 of its own.
  if (
    (route.permission_checks ?? []).some(
      (check) => check.includes('CanAccess') && !/\bper result\b/.test(check),
    )
  )
    add(403, null, '403-access');
  for (const extra of seed.extraErrors?.(path) ?? [])
    add(extra.code, extra.message ?? null, extra.key);
  return [...found.entries()].map(([key, error]) => ({
    key,
    ...error,
    description: text(seed.error?.(path, key)),
  }));
}

/** `item` with the description of `old`, when that one has words. */
const withOldText = (item, old) =>
  old && filled(old.description) ? { ...item, description: text(old.description) } : item;

/** A hand-set example (marked `exampleManual: true`) survives; others follow the fields. */
const withManualExample = (fresh, old) =>
  old?.exampleManual ? { ...fresh, example: old.example, exampleManual: true } : fresh;

/** Merges the texts of a previous run into freshly generated data (hand edits win). */
export function keepTexts(fresh, previous) {
  if (!previous) return fresh;
  const merged = { ...fresh };
  for (const key of ['summary', 'description']) {
    if (filled(previous[key])) merged[key] = text(previous[key]);
  }
  if (merged.request) {
    const fields = keepFieldTexts(merged.request.fields, previous.request?.fields);
    merged.request = withManualExample({ ...merged.request, fields }, previous.request);
  }
  if (merged.headers) merged.headers = keepFieldTexts(merged.headers, previous.headers);
  if (merged.response && previous.response)
    merged.response = keepResponseTexts(merged.response, previous.response);
  if (previous.errors) {
    const oldErrors = new Map(previous.errors.map((error) => [error.key, error]));
    merged.errors = merged.errors.map((error) => withOldText(error, oldErrors.get(error.key)));
    for (const old of previous.errors)
      if (old.manual && !merged.errors.some((error) => error.key === old.key))
        merged.errors.push(old);
  }
  return merged;
}

/** Fields (and the fields nested in them) take the texts of the old fields of the same name. */
function keepFieldTexts(fields, oldFields) {
  return fields.map((field) => {
    const old = oldFields?.find((item) => item.name === field.name);
    const next = withOldText(field, old);
    return field.fields ? { ...next, fields: keepFieldTexts(field.fields, old?.fields) } : next;
  });
}

/** Response texts and a hand-set example survive; names and types come from the facts. */
export function keepResponseTexts(fresh, old) {
  const merged = { ...fresh, fields: keepFieldTexts(fresh.fields ?? [], old.fields) };
  if (filled(old.description)) merged.description = text(old.description);
  return withManualExample(merged, old);
}

/**
 * A sample value made to fit the field's Go type: a number given for a
 * `string` field (a query `id`, say) becomes its text, a numeric text given
 * for an integer field becomes a number.
 */
export function fitType(value, type) {
  const bare = type.replace(/^\*/, '');
  if (bare === 'string' && typeof value === 'number') return String(value);
  if (/^u?int(8|16|32|64)?$|^float(32|64)$/.test(bare) && typeof value === 'string' && value.trim())
    return Number.isNaN(Number(value)) ? value : Number(value);
  return value;
}

/**
 * Example value for a field: a sample for this name and type (`id:string`),
 * then one for the name, then a neutral value of the Go type.
 */
export function sampleValue(name, type, samples = {}) {
  const typed = `${name}:${type.replace(/^\*/, '')}`;
  if (typed in samples) return samples[typed];
  if (name in samples && samples[name] !== undefined) return fitType(samples[name], type);
  if (type.startsWith('[]')) return [];
  if (/^u?int(8|16|32|64)?$|^float64$/.test(type)) return 0;
  if (type === 'bool') return false;
  if (/time\.Time$/.test(type)) return '2025-01-01T00:00:00Z';
  if (type.startsWith('map[')) return {};
  return '';
}

/** An example request: the body object, the query parameters, or a JSON array. */
export function exampleRequest(fields, where, samples = {}) {
  if (where === 'array' && !fields.length) return ['<task id>'];
  const example = {};
  for (const field of fields) {
    // A sample set to `undefined` (per path) leaves an optional field out.
    const sampled = field.name in samples && samples[field.name] !== undefined;
    if (!field.required && !sampled) continue;
    example[field.name] = sampleValue(field.name, field.type, samples);
  }
  return where === 'array' ? [example] : example;
}

/**
 * One endpoint's data from the facts routes it covers (one route, or one per
 * task type for a templated task path) and the seed texts.
 */
export function buildEndpoint(routes, { bits = [], seed = {}, types = [] } = {}) {
  const route = routes[0];
  const method = docMethod(route);
  const path = docPath(route.path);
  const where = requestIn(route, method);
  const fields = requestFields(route, seed);
  // Samples of this path (a realistic key for sshkey/add, say) win over the shared ones.
  const samples = { ...seed.samples, ...(seed.pathSamples?.(path) ?? {}) };
  const headers = requestHeaders(route, seed);
  const endpoint = {
    id: anchorId(method, path),
    method,
    path,
    routes: routes.map((item) => `${item.method} ${item.path}`),
    auth: authOf(route),
    handler: route.handler,
    summary: text(seed.summary?.(path)),
  };
  const description = seed.description?.(path);
  if (filled(description)) endpoint.description = text(description);
  if (types.length && path.includes('{type}'))
    endpoint.pathParams = [{ name: 'type', values: types }];
  const perms = permissions(route, bits);
  if (perms.length) endpoint.permissions = perms;
  endpoint.request = {
    in: where,
    ...(route.request?.type ? { type: route.request.type } : {}),
    fields,
  };
  if (where !== 'none' && where !== 'headers')
    endpoint.request.example =
      seed.requestExample?.(path) ?? exampleRequest(fields, where, samples);
  // A JSON body the handler parses itself (the WebAuthn credential), described in the seed.
  const raw = seed.rawBody?.(path);
  if (raw) endpoint.request.rawBody = raw;
  if (route.request?.form_files?.length)
    endpoint.request.files = route.request.form_files.map((file) => file.replace(/^FormFile:/, ''));
  if (headers.length) endpoint.headers = headers;
  endpoint.response = buildResponse(seed.responseSpec?.(path, route), {
    shapes: seed.shapes,
    describe: (shape, name) => seed.responseField?.(shape, name, path),
    samples,
  });
  endpoint.errors = errorsOf(route, { ...seed, bits });
  return endpoint;
}

/** Every /api route the reference must cover. */
export function documentedRoutes(routes) {
  return routes.filter(
    (route) => route.path.startsWith('/api/') && DOCUMENTED_LEVELS.includes(route.auth_level),
  );
}

/**
 * All groups' endpoint lists: routes grouped by documented method + path (so
 * the six task types of one action become one endpoint), then merged with the
 * previous data of the same id.
 */
export function buildGroups(
  routes,
  { bits = [], seed = {}, types = [], omitted = [], previous = {} } = {},
) {
  const skip = new Set(omitted.map((item) => item.route));
  const groups = Object.fromEntries(API_GROUPS.map((group) => [group.name, new Map()]));
  for (const route of documentedRoutes(routes)) {
    if (skip.has(`${route.method} ${route.path}`)) continue;
    const group = groupOf(route.path);
    if (!group) throw new Error(`no API group takes ${route.method} ${route.path}`);
    const key = `${docMethod(route)} ${docPath(route.path)}`;
    groups[group].set(key, [...(groups[group].get(key) ?? []), route]);
  }
  const out = {};
  for (const [name, byKey] of Object.entries(groups)) {
    const old = new Map(
      (previous[name]?.endpoints ?? []).map((endpoint) => [endpoint.id, endpoint]),
    );
    out[name] = {
      group: name,
      ...(name === 'task' || name === 'admin-task' ? { types } : {}),
      endpoints: [...byKey.values()].map((list) => {
        const fresh = buildEndpoint(list, { bits, seed, types: types.map((type) => type.name) });
        return keepTexts(fresh, old.get(fresh.id));
      }),
    };
  }
  return out;
}

/** The value shape named by a Go type from the facts, e.g. `[]ObjResp` → array of ObjResp. */
export function parseGoType(type) {
  const bare = type.replace(/^\*/, '');
  return bare.startsWith('[]')
    ? { array: true, name: bare.slice(2) }
    : { array: false, name: bare };
}

/**
 * Response fields for a named shape, nesting shapes one level deep
 * (`content: []ObjResp` gets ObjResp's fields; a shape never nests itself).
 */
export function shapeFields(name, shapes, describe = () => undefined, depth = 0) {
  const fields = shapes[name];
  if (!fields) return [];
  return fields
    .filter((field) => field.json && field.json !== '-')
    .map((field) => {
      const json = field.json.replace(/,omitempty$/, '');
      const out = { name: json, type: field.go_type, description: text(describe(name, json)) };
      const inner = parseGoType(field.go_type).name;
      if (shapes[inner] && inner !== name && depth < 1)
        out.fields = shapeFields(inner, shapes, describe, depth + 1);
      return out;
    });
}

function exampleFromFields(fields, samples) {
  const out = {};
  for (const field of fields) {
    if (field.fields) {
      const item = exampleFromFields(field.fields, samples);
      out[field.name] = parseGoType(field.type).array ? [item] : item;
    } else out[field.name] = sampleValue(field.name, field.type, samples);
  }
  return out;
}

/**
 * The `data` of a successful answer. `spec` says what the handler returns:
 * `{ kind: 'object'|'array'|'page'|'map'|'string'|'null', shape?, fields?, type? }`;
 * `shape` names one of `shapes` (built from the facts), `fields` lists ad-hoc fields.
 */
export function buildResponse(
  spec,
  { shapes = {}, describe = () => undefined, samples = {} } = {},
) {
  const note = spec?.description ? { description: text(spec.description) } : {};
  if (!spec || spec.kind === 'null')
    return { kind: 'null', type: null, ...note, fields: [], example: null };
  const fields = spec.shape
    ? shapeFields(spec.shape, shapes, describe)
    : (spec.fields ?? []).map((field) => {
        const out = {
          name: field.name,
          type: field.type,
          description: text(describe(spec.type ?? '', field.name)),
        };
        const inner = parseGoType(field.type).name;
        if (shapes[inner]) out.fields = shapeFields(inner, shapes, describe, 1);
        return out;
      });
  let example;
  if (spec.example !== undefined) example = spec.example;
  else if (spec.kind === 'array') example = [exampleFromFields(fields, samples)];
  else if (spec.kind === 'page')
    example = { content: [exampleFromFields(fields, samples)], total: 1 };
  else if (spec.kind === 'map-object') example = { Local: exampleFromFields(fields, samples) };
  else if (spec.kind === 'map' || spec.kind === 'any') example = {};
  else if (spec.kind === 'string-array') example = [];
  else if (spec.kind === 'string') example = spec.value ?? '';
  else example = exampleFromFields(fields, samples);
  return {
    kind: spec.kind,
    type: spec.type ?? spec.shape ?? null,
    ...(spec.nullable ? { nullable: true } : {}),
    ...note,
    fields,
    example,
  };
}

/**
 * The named shapes answers are drawn from (`ObjResp`, `User`, …), from the facts
 * (api-routes.json, other-facts.json, storage-common.json) except the few noted.
 */
export function responseShapes(api, other, common) {
  const routeFields = (path) => api.routes.find((route) => route.path === path).request.fields;
  const named = (list) => list.map(([json, go_type]) => ({ json, go_type }));

  return {
    ...Object.fromEntries(
      Object.entries(api.fs_response_types).filter(([, value]) => Array.isArray(value)),
    ),
    User: other.user_model_fields,
    // handles.UserResp embeds model.User and adds `otp` (server/handles/auth.go).
    UserResp: [...other.user_model_fields, { json: 'otp', go_type: 'bool' }],
    Meta: other.meta_fields.fields,
    Storage: routeFields('/api/admin/storage/create'),
    SettingItem: routeFields('/api/admin/setting/save'),
    // model.SSHPublicKey (internal/model/sshkey.go), fields sent as JSON.
    SSHPublicKey: named([
      ['id', 'uint'],
      ['title', 'string'],
      ['fingerprint', 'string'],
      ['added_time', 'time.Time'],
      ['last_used_time', 'time.Time'],
    ]),
    DriverInfo: named(
      Object.entries(common.driver_item_struct.info_struct).map(([json, type]) => [
        json,
        type === '[]Item' ? '[]DriverItem' : 'DriverConfig',
      ]),
    ),
    DriverItem: named([
      ['name', 'string'],
      ['type', 'string'],
      ['default', 'string'],
      ['options', 'string'],
      ['required', 'bool'],
      ['help', 'string'],
    ]),
    DriverConfig: common.driver_config_struct.fields,
    // model.IndexProgress (internal/model/search.go).
    IndexProgress: named([
      ['obj_count', 'uint64'],
      ['is_done', 'bool'],
      ['last_done_time', '*time.Time'],
      ['error', 'string'],
    ]),
  };
}
