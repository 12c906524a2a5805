/**
 * `--check`: the merged facts against today's files, field by field. Written fields are kept by
 * the merge, so every difference left is a mechanical field the extractor reads differently (or
 * an entry it finds or misses). Lists of entries are compared by key, so order does not count.
 */
import { GENERATED, routeKeys } from './extract.mjs';
import { sameValue as same } from './merge.mjs';
import { diffSymbols } from './symbols.mjs';

const LIST_KEYS = {
  'drivers.json': { path: null, key: (entry) => entry.name },
  'config.json': { path: 'fields', key: (entry) => entry.path },
  'settings.json': { path: 'items', key: (entry) => entry.key },
  'cli.json': { path: 'commands', key: (entry) => entry.command },
  'api-routes.json': { path: 'routes', keys: routeKeys },
};

const short = (value) => {
  const text = JSON.stringify(value);
  return text === undefined ? '(absent)' : text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

/** Differences between two versions of one file: [{ where, was, now }]. */
export function diffFile(name, before, after) {
  const out = [];
  const spec = LIST_KEYS[name];
  const listOf = (doc) => (spec.path ? doc?.[spec.path] : doc) ?? [];
  const keysOf = (list) => (spec.keys ? spec.keys(list) : list.map(spec.key));
  const a = listOf(before);
  const b = listOf(after);
  const aKeys = keysOf(a);
  const bKeys = keysOf(b);
  const aMap = new Map(aKeys.map((key, i) => [key, a[i]]));
  const bMap = new Map(bKeys.map((key, i) => [key, b[i]]));
  for (const key of aKeys)
    if (!bMap.has(key)) out.push({ where: `${key}`, was: 'present', now: '(absent)' });
  for (const key of bKeys)
    if (!aMap.has(key)) out.push({ where: `${key}`, was: '(absent)', now: 'present' });
  for (const key of aKeys) {
    const x = aMap.get(key);
    const y = bMap.get(key);
    if (!y || same(x, y)) continue;
    for (const field of new Set([...Object.keys(x), ...Object.keys(y)])) {
      if (!same(x[field], y[field]))
        out.push({ where: `${key} › ${field}`, was: short(x[field]), now: short(y[field]) });
    }
  }
  if (spec.path) {
    for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
      if (field === spec.path) continue;
      if (!same(before?.[field], after?.[field]))
        out.push({ where: field, was: short(before?.[field]), now: short(after?.[field]) });
    }
  }
  return out;
}

function diffObject(before, after, prefix = '') {
  const out = [];
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const x = before?.[field];
    const y = after?.[field];
    if (same(x, y)) continue;
    const isObj = (v) => v && typeof v === 'object' && !Array.isArray(v);
    if (isObj(x) && isObj(y)) out.push(...diffObject(x, y, `${prefix}${field}.`));
    else out.push({ where: `${prefix}${field}`, was: short(x), now: short(y) });
  }
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
        : name in LIST_KEYS
          ? diffFile(name, current[name], merged[name])
          : diffObject(current[name], merged[name]);
    const entries =
      name === 'symbols.json'
        ? Object.keys(merged[name]).length
        : LIST_KEYS[name]
          ? (LIST_KEYS[name].path ? merged[name][LIST_KEYS[name].path] : merged[name]).length
          : null;
    lines.push(
      `${name}: ${diffs.length ? `${diffs.length} difference(s)` : 'same'}${entries !== null ? ` (${entries} entries)` : ''}`,
    );
    for (const diff of diffs) lines.push(`  ${diff.where}: ${diff.was} → ${diff.now}`);
    total += diffs.length;
  }
  return { text: lines.join('\n'), total };
}
