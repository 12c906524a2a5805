import { persistentMemo, type KeyValueStore } from './persistentMemo';

function mapStore(): KeyValueStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: async (key) => data.get(key),
    set: async (key, value) => data.set(key, value),
  };
}

describe('persistentMemo', () => {
  it('computes once per name and input, in memory and across sessions through the store', async () => {
    const compute = jest.fn(async (name: string, input: string) => `${name}:${input.length}`);
    const store = mapStore();
    const get = (memo: ReturnType<typeof persistentMemo<string>>, input: string) =>
      memo.get('a.mdx', input, store, () => compute('a.mdx', input));
    const memo = persistentMemo<string>('facts', () => 'v1');
    expect(await get(memo, 'abc')).toBe('a.mdx:3');
    expect(await get(memo, 'abc')).toBe('a.mdx:3');
    expect(compute).toHaveBeenCalledTimes(1);

    const nextBuild = persistentMemo<string>('facts', () => 'v1');
    expect(await get(nextBuild, 'abc')).toBe('a.mdx:3');
    expect(compute).toHaveBeenCalledTimes(1);

    expect(await get(nextBuild, 'abcd')).toBe('a.mdx:4');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('computes again when the code changed, and after a failure', async () => {
    const store = mapStore();
    let fail = true;
    const compute = jest.fn(async () => {
      if (fail) throw new Error('no');
      return 1;
    });
    await persistentMemo<number>('x', () => 'v1').get('a', 'i', store, async () => 0);
    const changed = persistentMemo<number>('x', () => 'v2');
    await expect(changed.get('a', 'i', store, compute)).rejects.toThrow('no');
    fail = false;
    expect(await changed.get('a', 'i', store, compute)).toBe(1);
    expect(await changed.get('a', 'i', null, compute)).toBe(1);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
