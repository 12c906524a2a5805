import {
  anchorId,
  authOf,
  buildEndpoint,
  buildGroups,
  buildResponse,
  docMethod,
  docPath,
  errorsOf,
  fitType,
  groupOf,
  headerNames,
  keepTexts,
  permissions,
  queryName,
  requestFields,
  requestIn,
  sampleValue,
} from './apiData.mjs';

const bits = [
  { bit: 3, value: 8, method: 'CanWrite' },
  { bit: 7, value: 128, method: 'CanRemove' },
];

const list = {
  method: 'Any',
  path: '/api/fs/list',
  auth_level: 'auth',
  handler: 'handles.FsList',
  middlewares: ['middlewares.Auth'],
  request: {
    type: 'ListReq',
    fields: [
      { json: 'path', go_type: 'string' },
      { json: 'refresh', go_type: 'bool' },
      { json: '-', go_type: 'string' },
    ],
  },
  permission_checks: [
    'common.CanAccess(user, meta, path, password)',
    'refresh=true requires user.CanWrite() or meta write',
  ],
};

const task = (type, action, level = 'auth') => ({
  method: 'POST',
  path: level === 'admin' ? `/api/admin/task/${type}/${action}` : `/api/task/${type}/${action}`,
  auth_level: level,
  handler: '(inline func in handles.taskRoute)',
  middlewares: [
    'middlewares.Auth',
    level === 'admin' ? 'middlewares.AuthAdmin' : 'middlewares.AuthNotGuest',
  ],
  request: { query: ['tid'] },
  permission_checks: [
    "the task must be created by the caller unless the caller is admin; otherwise 404 'task not found'",
  ],
});

describe('routes to documented endpoints', () => {
  it('makes stable anchors from method and path', () => {
    expect(anchorId('POST', '/api/fs/list')).toBe('post-api-fs-list');
    expect(anchorId('GET', '/api/task/{type}/undone')).toBe('get-api-task-type-undone');
    expect(anchorId('POST', '/api/fs/remove_empty_directory')).toBe(
      'post-api-fs-remove-empty-directory',
    );
  });

  it('documents Any routes as POST when they bind a body, GET otherwise', () => {
    expect(docMethod(list)).toBe('POST');
    expect(docMethod({ method: 'Any', path: '/api/public/settings' })).toBe('GET');
    expect(docMethod({ method: 'PUT', path: '/api/fs/put' })).toBe('PUT');
  });

  it('folds task types into one templated path', () => {
    expect(docPath('/api/task/copy/retry_some')).toBe('/api/task/{type}/retry_some');
    expect(docPath('/api/admin/task/decompress_upload/info')).toBe('/api/admin/task/{type}/info');
    expect(docPath('/api/fs/list')).toBe('/api/fs/list');
  });

  it('finds the group of a path', () => {
    expect(groupOf('/api/me/sshkey/add')).toBe('auth');
    expect(groupOf('/api/authn/getcredentials')).toBe('auth');
    expect(groupOf('/api/admin/index/build')).toBe('admin-setting');
    expect(groupOf('/api/admin/task/copy/done')).toBe('admin-task');
    expect(groupOf('/api/admin/message/get')).toBeNull();
  });

  it('keeps Go types, drops unbindable fields and types query parameters as strings', () => {
    expect(requestFields(list).map((field) => [field.name, field.type])).toEqual([
      ['path', 'string'],
      ['refresh', 'bool'],
    ]);
    expect(requestFields(task('copy', 'info'))).toMatchObject([{ name: 'tid', type: 'string' }]);
    expect(requestIn(list)).toBe('body');
    expect(requestIn(task('copy', 'info'))).toBe('query');
    expect(requestIn({ method: 'POST', request: { is_array: true, fields: [] } })).toBe('array');
  });

  it('reads permission bits and their conditions from the checks', () => {
    expect(permissions(list, bits)).toEqual([
      { bit: 3, value: 8, method: 'CanWrite', when: 'refresh=true', orMetaWrite: true },
    ]);
  });

  it('tells task routes that refuse the guest from plain logged-in routes', () => {
    expect(authOf(list)).toBe('auth');
    expect(authOf(task('copy', 'info'))).toBe('user');
    expect(authOf(task('copy', 'info', 'admin'))).toBe('admin');
  });

  it('lists errors from auth level, checks and quoted messages, once each', () => {
    const errors = errorsOf(task('copy', 'info'));
    expect(errors.map((error) => [error.code, error.message])).toEqual([
      [401, null],
      [403, 'You are a guest'],
      [404, 'task not found'],
    ]);
    expect(errorsOf(list, { bits }).map((error) => error.key)).toEqual([
      '400',
      '401',
      '403-permission',
      '403-access',
    ]);
  });

  it('answers no 403 for an access check that only filters the results of a list', () => {
    const search = { ...list, permission_checks: ['common.CanAccess per result node'] };
    expect(errorsOf(search, { bits }).map((error) => error.key)).not.toContain('403-access');
  });
});

describe('building the data', () => {
  const seed = {
    summary: (path) => ({ en: `Summary of ${path}`, zh: `${path} 的摘要` }),
    field: (path, name) => ({ en: `About ${name}`, zh: `关于 ${name}` }),
    samples: { path: '/' },
  };

  it('builds one endpoint per templated task path, covering every type', () => {
    const types = [{ name: 'upload' }, { name: 'copy' }];
    const groups = buildGroups([task('upload', 'info'), task('copy', 'info'), list], {
      bits,
      seed,
      types,
    });
    expect(groups.task.endpoints).toHaveLength(1);
    expect(groups.task.endpoints[0]).toMatchObject({
      id: 'post-api-task-type-info',
      routes: ['POST /api/task/upload/info', 'POST /api/task/copy/info'],
      pathParams: [{ name: 'type', values: ['upload', 'copy'] }],
    });
    expect(groups.fs.endpoints[0].request.example).toEqual({ path: '/' });
  });

  it('leaves omitted routes out and fails on a route no group takes', () => {
    const message = { method: 'POST', path: '/api/admin/message/get', auth_level: 'admin' };
    expect(() => buildGroups([message], { seed })).toThrow(/no API group/);
    const groups = buildGroups([message, list], {
      seed,
      omitted: [{ route: 'POST /api/admin/message/get' }],
    });
    expect(groups.fs.endpoints).toHaveLength(1);
  });

  it('keeps hand-written texts but takes names and types from the facts', () => {
    const fresh = buildEndpoint([list], { bits, seed });
    const previous = structuredClone(fresh);
    previous.summary = { en: 'Hand-written', zh: '手写' };
    previous.request.fields[0].description = { en: 'Mine', zh: '我的' };
    previous.request.fields[0].type = 'int';
    previous.errors[0].description = { en: 'Bad body', zh: '请求体有误' };
    previous.errors.push({
      key: 'extra',
      code: 500,
      message: null,
      manual: true,
      description: { en: 'x', zh: 'x' },
    });
    const merged = keepTexts(fresh, previous);
    expect(merged.summary.en).toBe('Hand-written');
    expect(merged.request.fields[0]).toMatchObject({
      name: 'path',
      type: 'string',
      description: { en: 'Mine' },
    });
    expect(merged.errors[0].description.zh).toBe('请求体有误');
    expect(merged.errors.at(-1).key).toBe('extra');
  });

  it('nests known shapes one level and makes an example', () => {
    const shapes = {
      ObjResp: [
        { json: 'name', go_type: 'string' },
        { json: 'size', go_type: 'int64' },
      ],
      FsListResp: [
        { json: 'content', go_type: '[]ObjResp' },
        { json: 'total', go_type: 'int64' },
      ],
    };
    const response = buildResponse(
      { kind: 'object', shape: 'FsListResp' },
      { shapes, samples: { name: 'a' } },
    );
    expect(response.fields[0]).toMatchObject({
      name: 'content',
      fields: [{ name: 'name' }, { name: 'size' }],
    });
    expect(response.example).toEqual({ content: [{ name: 'a', size: 0 }], total: 0 });
    expect(buildResponse(undefined)).toMatchObject({ kind: 'null', example: null });
  });
});

describe('headerNames', () => {
  const upload = {
    routes: ['PUT /api/fs/put', 'PUT /api/fs/form'],
    'File-Path': 'path',
    Password: 'meta password (read by FsUp middleware)',
    'Content-Length': 'put only',
    form_field: 'file',
    success_data: 'null',
  };
  const put = {
    method: 'PUT',
    path: '/api/fs/put',
    request: { headers: ['File-Path', 'As-Task'] },
  };

  it('adds the middleware-read upload headers (Password) to upload routes, each once', () => {
    expect(headerNames(put, upload)).toEqual([
      'File-Path',
      'Password',
      'Content-Length',
      'As-Task',
    ]);
  });

  it('leaves other routes and notes alone', () => {
    expect(headerNames({ ...put, path: '/api/fs/list' }, upload)).toEqual(['File-Path', 'As-Task']);
    expect(headerNames(put)).toEqual(['File-Path', 'As-Task']);
  });
});

describe('samples fit their field types', () => {
  it('turns a number into text for a string field and back for an integer one', () => {
    expect(fitType(1, 'string')).toBe('1');
    expect(fitType('3', 'uint')).toBe(3);
    expect(fitType('abc', 'int')).toBe('abc');
    expect(fitType(true, 'bool')).toBe(true);
  });

  it('prefers a sample for the name and type, then the name, then the type', () => {
    const samples = { id: 1, 'id:string': 'yH7cT2wQ9bKd' };
    expect(sampleValue('id', 'string', samples)).toBe('yH7cT2wQ9bKd');
    expect(sampleValue('id', 'uint', samples)).toBe(1);
    expect(sampleValue('id', 'string', { id: 1 })).toBe('1');
    expect(sampleValue('size', 'int64', {})).toBe(0);
  });

  it('names the SSO code parameter the facts write as a Go variable', () => {
    expect(queryName('{authField}')).toBe('authCode');
    expect(queryName('state')).toBe('state');
  });
});
