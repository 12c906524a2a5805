/**
 * The "written fields" rule. The extractor states what the source says mechanically; some fields
 * of the facts files were written by reading handlers or are curated notes. For an entry that
 * still exists those fields are kept from the current file; a new entry lists them in `to_fill`
 * (the way scripts/driver-data.mjs keeps help texts and leaves new ones empty).
 */

export const isObject = (value) =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Merges a mechanical object over the current one: keys the extractor produced win (recursively
 * for nested objects), keys only the current file has are kept. Key order follows the current
 * file, new keys come last.
 */
export function keepWritten(current, fresh) {
  if (!isObject(current) || !isObject(fresh)) return fresh;
  const out = {};
  for (const key of Object.keys(current)) {
    out[key] = key in fresh ? keepWritten(current[key], fresh[key]) : current[key];
  }
  for (const key of Object.keys(fresh)) if (!(key in out)) out[key] = fresh[key];
  return out;
}

/**
 * Merges a list of entries by key.
 *  - written: field names kept from the current entry (when it has them);
 *  - toFill(entry): written fields a new entry should get, listed in its `to_fill`;
 *  - keep(current, fresh): optional, returns extra fields to keep.
 * Entries keep the current file's order; a new entry follows the entry before it in `fresh`.
 */
export function mergeList(current, fresh, { key, written = [], toFill = () => [], keep } = {}) {
  const currentByKey = new Map((current ?? []).map((entry) => [key(entry), entry]));
  const merged = new Map();
  for (const entry of fresh) {
    const id = key(entry);
    const old = currentByKey.get(id);
    if (!old) {
      const pending = toFill(entry);
      merged.set(id, pending.length ? { ...entry, to_fill: pending } : entry);
      continue;
    }
    const out = {};
    for (const field of Object.keys(old)) {
      if (field === 'to_fill') continue;
      if (written.includes(field)) out[field] = old[field];
      else if (field in entry) out[field] = entry[field];
    }
    for (const field of Object.keys(entry)) if (!(field in out)) out[field] = entry[field];
    Object.assign(out, keep?.(old, entry) ?? {});
    // Still waiting for a writer: keep the marker for fields not written yet.
    const pending = (old.to_fill ?? []).filter((field) => !(field in old));
    if (pending.length) out.to_fill = pending;
    merged.set(id, out);
  }
  // Order: the current file's order, new entries after their predecessor in the fresh list.
  const order = (current ?? []).map(key).filter((id) => merged.has(id));
  const placed = new Set(order);
  let previous = null;
  for (const entry of fresh) {
    const id = key(entry);
    if (!placed.has(id)) {
      const at = previous === null ? 0 : order.indexOf(previous) + 1;
      order.splice(at, 0, id);
      placed.add(id);
    }
    previous = id;
  }
  return order.map((id) => merged.get(id));
}

/** JSON as the facts files are written: two spaces, non-ASCII as is, final newline. */
export const toJson = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** Objects with keys sorted, to compare values whatever their key order. */
export function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys(value[key])]),
    );
  }
  return value;
}

/** Equal values, key order aside. */
export const sameValue = (a, b) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
