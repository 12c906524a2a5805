/**
 * Runs every extractor over an AList checkout, merges the result with the current facts files
 * (the written-fields rule of merge.mjs) and writes the folder in one swap.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { extractCli } from './commands.mjs';
import { extractConfig } from './config.mjs';
import { extractDrivers } from './drivers.mjs';
import { FactsError, GoTree } from './goAst.mjs';
import { isObject, keepWritten, mergeList, sameValue, toJson } from './merge.mjs';
import { extractRoutes } from './routes.mjs';
import { extractSettings } from './settings.mjs';
import { commonItemsFor, extractStorageCommon } from './storageCommon.mjs';
import { extractSymbols, symbolsJson } from './symbols.mjs';

export const GENERATED = [
  'drivers.json',
  'storage-common.json',
  'config.json',
  'settings.json',
  'cli.json',
  'api-routes.json',
  'symbols.json',
];

/** How a generated file is written when it is not plain toJson (merge.mjs). */
const WRITERS = { 'symbols.json': symbolsJson };

/** Fields of each file that are written by hand (kept) rather than read from the source. */
export const WRITTEN = {
  'drivers.json': ['config_source'],
  'config.json': ['default_expr'],
  'settings.json': ['note', 'default_value_note'],
  'cli.json': ['behavior', 'args', 'notifies_running_server'],
  'api-routes.json': [
    'server',
    'request',
    'permission_checks',
    'note',
    'success_data_expr',
    'behavior',
  ],
};

/** Written fields a new entry should get (listed in its `to_fill`), per entry. */
const TO_FILL = {
  'settings.json': (item) => (item.value_expr ? ['default_value_note'] : []),
  'cli.json': () => ['behavior', 'notifies_running_server'],
  'api-routes.json': () => ['request', 'permission_checks', 'note'],
};

/** What makes a folder an AList v3 checkout for us: these paths. */
const REQUIRED_PATHS = [
  'go.mod',
  'drivers',
  'internal/driver/config.go',
  'internal/op/driver.go',
  'internal/conf/config.go',
  'internal/bootstrap/data/setting.go',
  'server/router.go',
  'cmd/root.go',
];

export function checkCheckout(root) {
  if (!existsSync(root)) throw new FactsError(root, 0, 'no such folder');
  const missing = REQUIRED_PATHS.filter((rel) => !existsSync(path.join(root, rel)));
  if (missing.length) {
    throw new FactsError(
      root,
      0,
      `not an AList checkout (missing ${missing.join(', ')}); pass the folder that holds go.mod, drivers/ and server/`,
    );
  }
  const module = /^module\s+(\S+)/m.exec(readFileSync(path.join(root, 'go.mod'), 'utf8'))?.[1];
  if (!module) throw new FactsError(`${root}/go.mod`, 1, 'no module line');
}

/** The mechanical facts of a checkout (nothing merged yet). */
export async function extractFacts(root) {
  checkCheckout(root);
  const tree = new GoTree(root);
  const common = await extractStorageCommon(tree);
  const drivers = await extractDrivers(tree, (config) => commonItemsFor(common.rules, config));
  const cli = await extractCli(tree);
  const config = await extractConfig(tree, cli.flagDefaults);
  const settings = await extractSettings(tree);
  const routes = await extractRoutes(tree);
  const symbols = await extractSymbols(tree);
  return { common, drivers, cli, config, settings, routes, symbols };
}

/** Count of routes under /api. */
const apiCount = (routes) => routes.filter((route) => route.path.startsWith('/api/')).length;

/** A key per route: method and path, plus the occurrence number for repeats (/s3/*path). */
export function routeKeys(routes) {
  const seen = new Map();
  return routes.map((route) => {
    const base = `${route.method} ${route.path}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} #${n}`;
  });
}

/** Fills a default-config shape's unknown leaves (null) from the current shape. */
function fillShape(fresh, current) {
  if (!isObject(fresh)) return fresh === null && current !== undefined ? current : fresh;
  return Object.fromEntries(
    Object.entries(fresh).map(([key, value]) => [key, fillShape(value, current?.[key])]),
  );
}

/**
 * Whether a current handler text is a written description of the anonymous handler the
 * extractor names: "(inline: serves index.html…)" for "(inline func…)", "(StaticFS embedded
 * frontend)" for "(StaticFS)".
 */
export function describes(current, fresh) {
  if (current === fresh || !current.startsWith('(') || !fresh.startsWith('(')) return false;
  if (fresh.startsWith('(inline func')) return current.startsWith('(inline:');
  return current.startsWith(fresh.slice(0, -1));
}

/** The new contents of every generated file: { name: object }. `current` holds today's files. */
export function mergeFacts(facts, current) {
  const out = {};
  const cur = (name) => current[name] ?? null;

  out['drivers.json'] = mergeList(cur('drivers.json'), facts.drivers.drivers, {
    key: (driver) => driver.name,
    written: WRITTEN['drivers.json'],
  });

  const { dirs } = facts.drivers;
  out['storage-common.json'] = keepWritten(cur('storage-common.json') ?? {}, {
    ...facts.common.facts,
    driver_dirs_not_registered: dirs.notRegistered,
    driver_dirs_without_meta_go: dirs.withoutMeta,
    dirs_registering_two_drivers: dirs.twoDrivers,
  });

  const config = cur('config.json') ?? {};
  const { fields, default_config_json_shape: shape, envPrefix, ...configRest } = facts.config;
  out['config.json'] = keepWritten(config, {
    ...configRest,
    env: { ...(config.env ?? {}), prefix: envPrefix },
    fields: [],
    default_config_json_shape: {},
  });
  out['config.json'].fields = mergeList(config.fields, fields, {
    key: (field) => field.path,
    written: WRITTEN['config.json'],
  });
  out['config.json'].default_config_json_shape = fillShape(shape, config.default_config_json_shape);

  const settings = cur('settings.json') ?? {};
  const { items, ...settingsRest } = facts.settings;
  out['settings.json'] = keepWritten(settings, { ...settingsRest, items: [] });
  out['settings.json'].items = mergeList(settings.items, items, {
    key: (item) => item.key,
    written: WRITTEN['settings.json'],
    toFill: TO_FILL['settings.json'],
  });

  const cli = cur('cli.json') ?? {};
  out['cli.json'] = keepWritten(cli, {
    binary: facts.cli.root,
    global_persistent_flags: facts.cli.globalFlags,
    commands: [],
    command_count: facts.cli.commands.length,
  });
  out['cli.json'].commands = mergeList(cli.commands, facts.cli.commands, {
    key: (command) => command.command,
    written: WRITTEN['cli.json'],
    toFill: TO_FILL['cli.json'],
  });

  const api = cur('api-routes.json') ?? {};
  // A route's key depends on the routes before it (routeKeys), so each route object gets its own.
  const routeKey = new Map(
    [api.routes ?? [], facts.routes].flatMap((routes) => {
      const keys = routeKeys(routes);
      return routes.map((route, i) => [route, keys[i]]);
    }),
  );
  const merged = mergeList(api.routes, facts.routes, {
    key: (route) => routeKey.get(route),
    written: WRITTEN['api-routes.json'],
    toFill: TO_FILL['api-routes.json'],
    // An anonymous handler ("(inline func)", "(StaticFS)") may carry a written description.
    keep: (old, fresh) => (describes(old.handler, fresh.handler) ? { handler: old.handler } : {}),
  });
  out['api-routes.json'] = keepWritten(api, {
    route_count_total: merged.length,
    route_count_api: apiCount(merged),
    routes: [],
  });
  out['api-routes.json'].routes = merged;
  // Nothing in it is written by hand.
  out['symbols.json'] = facts.symbols;
  return out;
}

/** Reads the current generated files of a facts folder (missing ones as null). */
export function readFacts(dir) {
  const out = {};
  for (const name of GENERATED) {
    const file = path.join(dir, name);
    out[name] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  }
  return out;
}

/**
 * Writes the generated files: the whole folder is built beside the old one and swapped in, so a
 * failure leaves the current facts as they were.
 */
export function writeFacts(dir, contents) {
  const target = path.resolve(dir);
  const tmp = `${target}.tmp-${process.pid}`;
  const old = `${target}.old-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  const written = [];
  try {
    if (existsSync(target)) cpSync(target, tmp, { recursive: true });
    else mkdirSync(tmp, { recursive: true });
    for (const [name, value] of Object.entries(contents)) {
      const file = path.join(tmp, name);
      // A file whose values did not change keeps its text (key order included).
      if (existsSync(file) && sameValue(JSON.parse(readFileSync(file, 'utf8')), value)) continue;
      writeFileSync(file, (WRITERS[name] ?? toJson)(value));
      written.push(name);
    }
    // Every file parses back before the swap.
    for (const name of readdirSync(tmp))
      if (name.endsWith('.json')) JSON.parse(readFileSync(path.join(tmp, name), 'utf8'));
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  if (existsSync(target)) renameSync(target, old);
  renameSync(tmp, target);
  rmSync(old, { recursive: true, force: true });
  return written;
}
