/**
 * `--check`: the merged facts against today's files, field by field. Written fields are kept by
 * the merge, so every difference left is a mechanical field the extractor reads differently (or
 * an entry it finds or misses). Lists of entries are compared by key, so order does not count.
 */
import { GENERATED, routeKeys } from './extract.mjs';
import { isObject, sameValue as same } from './merge.mjs';
import { diffSymbols } from './symbols.mjs';

const keysBy = (key) => (list) => list.map(key);

/** The files that are lists of entries: where the list is (null: the file) and its keys. */
const LISTS = {
  'drivers.json': { path: null, keys: keysBy((entry) => entry.name) },
  'config.json': { path: 'fields', keys: keysBy((entry) => entry.path) },
  'settings.json': { path: 'items', keys: keysBy((entry) => entry.key) },
  'cli.json': { path: 'commands', keys: keysBy((entry) => entry.command) },
  'api-routes.json': { path: 'routes', keys: routeKeys },
};

const listOf = (name, doc) => (LISTS[name].path ? doc?.[LISTS[name].path] : doc) ?? [];

const short = (value) => {
  const text = JSON.stringify(value);
  return text === undefined ? '(absent)' : text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

/**
 * Differences field by field: [{ where, was, now }], `where` starting with `prefix`. With
 * `deep`, two objects are compared field by field too; `skip` names a field left out.
 */
function diffFields(before, after, prefix, deep, skip) {
  const out = [];
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const x = before?.[field];
    const y = after?.[field];
    if (field === skip || same(x, y)) continue;
    if (deep && isObject(x) && isObject(y))
      out.push(...diffFields(x, y, `${prefix}${field}.`, deep));
    else out.push({ where: `${prefix}${field}`, was: short(x), now: short(y) });
  }
  return out;
}

/** Differences between two versions of a list file: entries gone, new, then changed. */
function diffFile(name, before, after) {
  const [a, b] = [before, after].map((doc) => {
    const list = listOf(name, doc);
    const keys = LISTS[name].keys(list);
    return { keys, byKey: new Map(keys.map((key, i) => [key, list[i]])) };
  });
  const out = [];
  for (const key of a.keys)
    if (!b.byKey.has(key)) out.push({ where: `${key}`, was: 'present', now: '(absent)' });
  for (const key of b.keys)
    if (!a.byKey.has(key)) out.push({ where: `${key}`, was: '(absent)', now: 'present' });
  for (const key of a.keys) {
    const x = a.byKey.get(key);
    const y = b.byKey.get(key);
    if (y && !same(x, y)) out.push(...diffFields(x, y, `${key} › `, false));
  }
  if (LISTS[name].path) out.push(...diffFields(before, after, '', false, LISTS[name].path));
  return out;
}

/** Check report text and the number of differences. */
export function checkFacts(current, merged) {
  const lines = [];
  let total = 0;
  for (const name of GENERATED) {
    const diffs =
      name === 'symbols.json'
        ? diffSymbols(current[name], merged[name])
        : name in LISTS
          ? diffFile(name, current[name], merged[name])
          : diffFields(current[name], merged[name], '', true);
    const entries =
      name === 'symbols.json'
        ? Object.keys(merged[name]).length
        : name in LISTS
          ? listOf(name, merged[name]).length
          : null;
    lines.push(
      `${name}: ${diffs.length ? `${diffs.length} difference(s)` : 'same'}${entries !== null ? ` (${entries} entries)` : ''}`,
    );
    for (const diff of diffs) lines.push(`  ${diff.where}: ${diff.was} → ${diff.now}`);
    total += diffs.length;
  }
  return { text: lines.join('\n'), total };
}
