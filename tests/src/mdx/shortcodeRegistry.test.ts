import { createShortcodeRegistry } from '../../../src/mdx/shortcodeRegistry';

function Tabs() {
  return null;
}
function Tab() {
  return null;
}
function Badge() {
  return null;
}

const TABS = { Tabs: { module: 'Tabs' }, Tab: { module: 'Tabs' } };
const BADGE = { Badge: { module: 'Badge' } };

/** A loader answering every module with the three components; the modules in `later` wait until released. */
function modules(later: string[] = []) {
  const release = new Map<string, (value: unknown) => void>();
  const fail = new Map<string, (error: Error) => void>();
  const calls: string[] = [];
  const load = (path: string) => {
    calls.push(path);
    const module = { Tabs, Tab, Badge };
    if (!later.includes(path)) return module;
    return new Promise<typeof module>((resolve, reject) => {
      release.set(path, () => resolve(module));
      fail.set(path, reject);
    });
  };
  return { load, release, fail, calls };
}

describe('createShortcodeRegistry', () => {
  it('has a module at once when its loader gives it synchronously (the server render)', async () => {
    const registry = createShortcodeRegistry(modules().load);
    expect(registry.component('Tabs')).toBeUndefined();
    await registry.load({ ...TABS, ...BADGE });
    expect(registry.component('Tab')).toBe(Tab);
    expect(registry.version()).toBe(0);
  });

  it('gives each shortcode but <Tab> inside a boundary of its own, the same wrapper each time', async () => {
    const registry = createShortcodeRegistry(modules().load);
    await registry.load({ ...TABS, ...BADGE });
    const badge = registry.component('Badge') as { displayName?: string };
    expect(badge).not.toBe(Badge);
    expect(badge.displayName).toBe('Guarded(Badge)');
    expect(registry.component('Badge')).toBe(badge);
  });

  it('loads each module once, and tells subscribers when one arrives', async () => {
    const { load, release, calls } = modules(['Tabs']);
    const registry = createShortcodeRegistry(load);
    const heard = jest.fn();
    const unsubscribe = registry.subscribe(heard);
    const first = registry.load(TABS);
    const second = registry.load({ Tab: TABS.Tab });
    expect(calls).toEqual(['Tabs']);
    expect(registry.component('Tabs')).toBeUndefined();
    release.get('Tabs')!(undefined);
    await Promise.all([first, second]);
    expect((registry.component('Tabs') as { displayName?: string }).displayName).toBe(
      'Guarded(Tabs)',
    );
    expect(registry.version()).toBe(1);
    expect(heard).toHaveBeenCalledTimes(1);
    unsubscribe();
    await registry.load(TABS);
    expect(calls).toEqual(['Tabs']);
  });

  it('knows no name it was not asked to load, and tries a failed module again on the next load', async () => {
    const { load, fail, release, calls } = modules(['Badge']);
    const registry = createShortcodeRegistry(load);
    expect(registry.component('Nope')).toBeUndefined();
    const failing = registry.load(BADGE);
    fail.get('Badge')!(new Error('Loading chunk 12 failed.'));
    await expect(failing).rejects.toThrow('Loading chunk 12 failed.');
    const retry = registry.load(BADGE);
    release.get('Badge')!(undefined);
    await retry;
    expect(calls).toEqual(['Badge', 'Badge']);
    expect(registry.component('Badge')).toBeDefined();
    expect(registry.component('Tabs')).toBeUndefined();
  });
});
