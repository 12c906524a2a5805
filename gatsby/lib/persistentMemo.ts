/**
 * Results worth keeping between builds: each is computed once per name and
 * input text, kept in memory for the session and in Gatsby's cache for the
 * next build, under a key that also carries the version of the code that made
 * it. A rebuild after one edit computes one result again, not all of them.
 */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

export interface PersistentMemo<T> {
  /** The result for `name` made from `input`: kept, or computed by `compute` and kept. */
  get(
    name: string,
    input: string,
    store: KeyValueStore | null,
    compute: () => Promise<T>,
  ): Promise<T>;
}

export function persistentMemo<T>(prefix: string, version: () => string): PersistentMemo<T> {
  const memory = new Map<string, { input: string; value: Promise<T> }>();
  return {
    get(name, input, store, compute) {
      const known = memory.get(name);
      if (known?.input === input) return known.value;
      const key = `${prefix}-${version()}-${name}`;
      const value = (async () => {
        const kept = (await store?.get(key)) as { input: string; value: T } | undefined;
        if (kept?.input === input) return kept.value;
        const fresh = await compute();
        await store?.set(key, { input, value: fresh });
        return fresh;
      })();
      memory.set(name, { input, value });
      // A failed computation is not kept: the next call tries again.
      value.catch(() => memory.delete(name));
      return value;
    },
  };
}
