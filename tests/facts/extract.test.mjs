/**
 * The facts extractor (scripts/facts) on two small fake AList trees of our own:
 * tests/fixtures/facts-tree-a and facts-tree-b (b: a driver added and one removed, options
 * added/removed/changed, a setting and a config field changed, a route added and removed, a CLI
 * flag changed).
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractFacts, mergeFacts, readFacts, writeFacts } from '../../scripts/facts/extract.mjs';
import { main } from '../../scripts/facts/cli.mjs';
import { GoTree, evaluate, parseTag, structFields, tagName } from '../../scripts/facts/goAst.mjs';

const TREE_A = 'tests/fixtures/facts-tree-a';
const TREE_B = 'tests/fixtures/facts-tree-b';

let factsA;
let merged;
beforeAll(async () => {
  factsA = await extractFacts(TREE_A);
  merged = mergeFacts(factsA, {});
});

const driver = (name) => merged['drivers.json'].find((entry) => entry.name === name);
const option = (driverName, name) =>
  driver(driverName).options.find((entry) => entry.name === name);
const route = (method, routePath) =>
  merged['api-routes.json'].routes.find(
    (entry) => entry.method === method && entry.path === routePath,
  );

describe('drivers', () => {
  test('every RegisterDriver call, including two in one init and a constructor through a variable', () => {
    expect(merged['drivers.json'].map((entry) => entry.name).sort()).toEqual([
      'Alpha',
      'Beta',
      'BetaShare',
      'Gamma',
      'Lonely',
    ]);
    expect(driver('Gamma')).toMatchObject({
      dir: 'gamma',
      driver_struct: 'Gamma',
      source_file: 'drivers/gamma/meta.go',
    });
  });

  test('driver.Config from a package var or from a field of the returned literal', () => {
    expect(driver('Alpha')).toMatchObject({
      localSort: true,
      defaultRoot: '/',
      config_source: 'var config',
      mustProxy: false,
    });
    expect(driver('Beta')).toMatchObject({
      onlyProxy: true,
      mustProxy: true,
      config_source: 'field cfg',
    });
    expect(driver('BetaShare')).toMatchObject({ onlyProxy: false, noUpload: true });
  });

  test('struct tags: json, type, default, options, required, help; ignore and untagged fields skipped', () => {
    expect(option('Alpha', 'mode')).toMatchObject({
      type: 'select',
      default: 'fast',
      options: 'fast,safe',
      required: false,
      type_tag: 'select',
    });
    expect(option('Alpha', 'token')).toMatchObject({
      type: 'string',
      required: true,
      help: 'api token',
    });
    expect(option('Alpha', 'workers')).toMatchObject({
      type: 'number',
      default: '4',
      go_type: 'int',
    });
    expect(option('Alpha', 'secret')).toMatchObject({ confidential: 'true' });
    expect(option('Alpha', 'cache')).toBeUndefined();
    expect(driver('Alpha').options.map((entry) => entry.go_field)).not.toContain('scratch');
    expect(option('Gamma', 'comment')).toMatchObject({
      info: 'shown under the field',
      type: 'text',
    });
  });

  test('a tag value gives a name without its options (`,string`, `,omitempty`)', () => {
    expect(tagName('limit_rate,string')).toBe('limit_rate');
    expect(tagName('sort,omitempty')).toBe('sort');
    expect(tagName('a,omitempty,string')).toBe('a');
    expect(tagName('-')).toBe('-');
    expect(tagName(',omitempty')).toBe('');
    expect(tagName(undefined)).toBeUndefined();
    expect(option('Beta', 'limit_rate')).toMatchObject({ type: 'float', default: '1' });
  });

  test('embedded driver.RootPath / driver.RootID, a local embedded struct, a named struct field', () => {
    expect(option('Alpha', 'root_folder_path')).toMatchObject({
      default: '/',
      required: true,
      embedded_from: 'driver.RootPath',
    });
    expect(option('Beta', 'root_folder_id')).toMatchObject({
      default: '0',
      required: true,
      embedded_from: 'driver.RootID',
    });
    expect(option('Lonely', 'root_folder_path')).toMatchObject({ default: '', required: false });
    expect(option('Beta', 'region')).toMatchObject({ default: 'eu' });
    expect(option('Gamma', 'rate')).toMatchObject({ type: 'float', default: '1.5' });
    // time.Time is a struct to reflection: flattened into nothing.
    expect(option('Gamma', 'since')).toBeUndefined();
  });

  test('common items follow getMainItems() per driver, with the per-driver default', () => {
    const names = (name) => driver(name).common_options.map((entry) => entry.name);
    expect(names('Alpha')).toEqual([
      'mount_path',
      'cache_expiration',
      'web_proxy',
      'order_by',
      'enable_sign',
    ]);
    expect(names('Beta')).toEqual([
      'mount_path',
      'cache_expiration',
      'webdav_policy',
      'enable_sign',
    ]);
    expect(
      driver('Gamma').common_options.find((entry) => entry.name === 'proxy_range').default,
    ).toBe('true');
    const rules = merged['storage-common.json'].common_items_rules.order;
    expect(rules.find((rule) => rule.name === 'webdav_policy').when).toBe('OnlyProxy || OnlyLocal');
    expect(rules.find((rule) => rule.name === 'proxy_range')).toMatchObject({
      default: 'true only for Gamma, else empty',
      when: '!OnlyProxy && !OnlyLocal && ProxyRangeOption',
    });
  });

  test('folders: not imported in drivers/all.go, without meta.go, registering two drivers', () => {
    expect(merged['storage-common.json']).toMatchObject({
      driver_dirs_not_registered: ['lonely'],
      driver_dirs_without_meta_go: ['base'],
      dirs_registering_two_drivers: ['beta'],
    });
    expect(driver('Lonely').registered_in_drivers_all_go).toBe(false);
  });
});

describe('config, settings, CLI', () => {
  const field = (fieldPath) =>
    merged['config.json'].fields.find((entry) => entry.path === fieldPath);

  test('config.json fields: env names with prefix and envPrefix, defaults from DefaultConfig()', () => {
    expect(field('database.db_file')).toMatchObject({
      env_var: 'FAKE_DB_FILE',
      env_var_with_no_prefix_flag: 'DB_FILE',
      default: 'data/data.db',
    });
    expect(field('scheme.address')).toMatchObject({ env_var: 'FAKE_ADDR', default: '0.0.0.0' });
    expect(field('temp_dir')).toMatchObject({
      default: 'data/temp',
      default_expr: 'filepath.Join(flags.DataDir, "temp")',
    });
    expect(field('jwt_secret')).toMatchObject({ default: null, default_expr: 'random.String(8)' });
    expect(field('site_url')).toMatchObject({ default: '', default_set_in_DefaultConfig: false });
    expect(field('dist_dir').env_var).toBeUndefined();
    // json:"dist_dir,omitempty", env:"ORIGINS,notEmpty": the options are not part of the names.
    expect(field('dist_dir')).toMatchObject({ json: 'dist_dir' });
    expect(field('origins')).toMatchObject({ env_tag: 'ORIGINS', env_var: 'FAKE_ORIGINS' });
    expect(field('database')).toMatchObject({ is_object: true, env_prefix_tag: 'DB_' });
    expect(merged['config.json'].default_config_json_shape.scheme).toEqual({
      address: '0.0.0.0',
      http_port: 5244,
    });
  });

  test('settings: constants, concatenation, tool items, --dev items, group and flag names', () => {
    const item = (key) => merged['settings.json'].items.find((entry) => entry.key === key);
    expect(item('site_title')).toMatchObject({
      default_value: 'FakeList',
      group_name: 'SITE',
      flag_name: 'PUBLIC',
      key_const: 'conf.SiteTitle',
    });
    expect(item('version')).toMatchObject({
      default_value: null,
      value_expr: 'conf.Version',
      flag_name: 'READONLY',
    });
    expect(item('layout')).toMatchObject({ pre_default: 'grid', options: 'list,grid' });
    expect(item('fetch_url')).toMatchObject({
      source: 'internal/offline_download/fetcher/fetcher.go',
      group_name: 'OFFLINE_DOWNLOAD',
    });
    expect(item('test_flag')).toMatchObject({ dev_only: true, flag_name: 'DEPRECATED' });
    expect(merged['settings.json']).toMatchObject({ count_total: 7, count_non_dev: 6 });
  });

  test('CLI: commands, parents, aliases, flags; files for other systems skipped', () => {
    const commands = merged['cli.json'].commands;
    expect(commands.map((entry) => entry.command)).toEqual([
      'fakelist',
      'fakelist admin',
      'fakelist admin reset',
      'fakelist server',
    ]);
    expect(commands[1].aliases).toEqual(['password']);
    expect(commands[3].flags).toEqual([
      {
        name: '--timeout',
        shorthand: '-t',
        type: 'int',
        default: 30,
        usage: 'seconds to wait',
        persistent: false,
        target: '&listenTimeout',
      },
    ]);
    expect(merged['cli.json'].global_persistent_flags.map((flag) => flag.name)).toEqual([
      '--data',
      '--dev',
      '--no-prefix',
    ]);
  });
});

describe('routes', () => {
  test('nested groups carry prefixes and middlewares; auth levels follow them', () => {
    expect(route('GET', '/api/me')).toMatchObject({
      auth_level: 'auth',
      handler: 'handles.CurrentUser',
      defined_in: 'server/router.go:22',
    });
    expect(route('POST', '/api/auth/login')).toMatchObject({ auth_level: 'public' });
    expect(route('GET', '/api/admin/setting/list')).toMatchObject({ auth_level: 'admin' });
    expect(route('GET', '/d/*path')).toMatchObject({
      auth_level: 'sign',
      middlewares: ['middlewares.Logger', 'middlewares.Down(middlewares.Verify)'],
    });
    expect(route('GET', '/ping')).toMatchObject({ handler: '(inline func)', auth_level: 'public' });
  });

  test('routes registered through helpers, in this package and in another', () => {
    expect(route('Any', '/api/fs/list')).toMatchObject({
      auth_level: 'auth',
      defined_in: 'server/router.go:34',
    });
    expect(route('POST', '/api/fs/link')).toMatchObject({ auth_level: 'admin' });
    expect(route('GET', '/api/job/copy/list')).toMatchObject({
      handler: '(inline func in handles.jobRoute)',
      defined_in: 'server/handles/jobs.go:6',
    });
    expect(route('POST', '/api/job/upload/cancel')).toMatchObject({
      handler: '(handles.oneJob closure in handles.jobRoute)',
    });
    expect(route('GET', '/debug/vars').condition).toEqual(['conf.Debug']);
    expect(merged['api-routes.json']).toMatchObject({ route_count_total: 13, route_count_api: 10 });
  });

  test('written fields: kept for entries that still exist, listed in to_fill for new ones', () => {
    expect(route('GET', '/api/me').to_fill).toEqual(['request', 'permission_checks', 'note']);
    const current = JSON.parse(JSON.stringify(merged));
    const me = current['api-routes.json'].routes.find((entry) => entry.path === '/api/me');
    me.permission_checks = ['none'];
    me.note = 'the current user';
    delete me.to_fill;
    me.handler = 'handles.Renamed';
    const again = mergeFacts(factsA, current);
    const meAgain = again['api-routes.json'].routes.find((entry) => entry.path === '/api/me');
    expect(meAgain).toMatchObject({
      permission_checks: ['none'],
      note: 'the current user',
      handler: 'handles.CurrentUser',
    });
    expect(meAgain.to_fill).toBeUndefined();
  });
});

describe('Go helpers', () => {
  test('names declared together (`X, Y float64`, `Pi, E = 3.14, 2.71`) without the commas', async () => {
    const pkg = await new GoTree(TREE_A).pkg('pkg/shapes');
    expect(structFields(pkg.structType('Point').node)[0].names).toEqual(['X', 'Y']);
    expect([...pkg.consts.keys()]).toEqual(['Pi', 'E', 'small', 'large']);
    const constant = pkg.consts.get('E');
    expect(await evaluate(constant.value, { pkg, file: constant.file })).toBe(2.71);
  });
});

describe('bad input and writing', () => {
  let tmp;
  beforeEach(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'facts-'));
  });
  afterEach(() => rmSync(tmp, { recursive: true, force: true }));

  test('a folder that is not an AList checkout', async () => {
    await expect(extractFacts('tests/fixtures')).rejects.toThrow(
      /not an AList checkout \(missing go\.mod/,
    );
  });

  test('a meta.go that does not parse names the file and line', async () => {
    const tree = path.join(tmp, 'tree');
    cpSync(TREE_A, tree, { recursive: true });
    const meta = path.join(tree, 'drivers/beta/meta.go');
    writeFileSync(
      meta,
      readFileSync(meta, 'utf8').replace('Bucket    string', 'Bucket    string {{'),
    );
    await expect(extractFacts(tree)).rejects.toThrow(
      /^drivers\/beta\/meta\.go:15: cannot parse Go source/,
    );
  });

  test('an unknown struct tag names the file and line', async () => {
    const tree = path.join(tmp, 'tree');
    cpSync(TREE_A, tree, { recursive: true });
    const meta = path.join(tree, 'drivers/alpha/meta.go');
    writeFileSync(
      meta,
      readFileSync(meta, 'utf8').replace('default:"4"', 'default:"4" validate:"min=1"'),
    );
    await expect(extractFacts(tree)).rejects.toThrow(
      /^drivers\/alpha\/meta\.go:13: unknown struct tag "validate" on Workers/,
    );
    expect(() => parseTag('json:"a" broken', 'x.go', 3)).toThrow(
      'x.go:3: cannot read the struct tag',
    );
  });

  test('a failed run leaves the facts folder as it was', async () => {
    const facts = path.join(tmp, 'facts');
    writeFacts(facts, merged);
    const before = readdirSync(facts).map((name) => readFileSync(path.join(facts, name), 'utf8'));
    const broken = { ...merged, 'settings.json': { items: [1n] } }; // BigInt cannot be written
    expect(() => writeFacts(facts, broken)).toThrow();
    expect(readdirSync(facts).map((name) => readFileSync(path.join(facts, name), 'utf8'))).toEqual(
      before,
    );
    expect(readdirSync(tmp)).toEqual(['facts']);
  });

  test('a tag that gains `,string` between versions is the same option (its raw tag changes)', async () => {
    const mergedB = mergeFacts(await extractFacts(TREE_B), merged);
    const beta = (facts) => facts['drivers.json'].find((entry) => entry.name === 'Beta');
    const names = (facts) => beta(facts).options.map((entry) => entry.name);
    expect(names(mergedB)).toEqual(names(merged));
    expect(names(mergedB)).toContain('limit_rate');
    const limit = (facts) => beta(facts).options.find((entry) => entry.name === 'limit_rate');
    expect(limit(mergedB).raw_tag).toBe('json:"limit_rate,string" type:"float" default:"1"');
    const { raw_tag: rawB, ...restB } = limit(mergedB);
    const { raw_tag: rawA, ...restA } = limit(merged);
    expect(rawB).not.toBe(rawA);
    expect(restB).toEqual(restA);
    expect(
      mergedB['storage-common.json'].model_storage_fields.fields.map((entry) => entry.json),
    ).toContain('modified');
  });

  test('npm run facts writes the folder; --check finds no difference after, one kind before', async () => {
    const facts = path.join(tmp, 'facts');
    const out = [];
    expect(await main([TREE_A, '--facts', facts], (line) => out.push(line))).toBe(0);
    expect(Object.keys(readFacts(facts)).every((name) => readFacts(facts)[name])).toBe(true);
    expect(await main([TREE_A, '--facts', facts, '--check'], (line) => out.push(line))).toBe(0);
    expect(out.at(-1)).toBe(`no differences from ${facts}`);
    expect(await main([TREE_B, '--facts', facts, '--check'], (line) => out.push(line))).toBe(1);
    expect(out.join('\n')).toMatch(/Alpha › options/);
  });
});
