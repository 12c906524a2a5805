import { createShortcodeRegistry, type ShortcodeModules } from '../../../src/mdx/shortcodeRegistry';
import { SHORTCODE_MODULE_PATHS } from '../../../src/lib/mdx/shortcodes';

function Tabs() {
  return null;
}
function Tab() {
  return null;
}
function Badge() {
  return null;
}

/** Loaders for every module, answering with `module`; the ones in `later` wait until released. */
function modules(later: string[] = []) {
  const release = new Map<string, (value: unknown) => void>();
  const fail = new Map<string, (error: Error) => void>();
  const calls: string[] = [];
  const loaders = Object.fromEntries(
    SHORTCODE_MODULE_PATHS.map((path) => [
      path,
      () => {
        calls.push(path);
        const module = { Tabs, Tab, Badge };
        if (!later.includes(path)) return module;
        return new Promise((resolve, reject) => {
          release.set(path, () => resolve(module));
          fail.set(path, reject);
        });
      },
    ]),
  ) as unknown as ShortcodeModules;
  return { loaders, release, fail, calls };
}

describe('createShortcodeRegistry', () => {
  it('has a module at once when its loader gives it synchronously (the server render)', async () => {
    const registry = createShortcodeRegistry(modules().loaders);
    expect(registry.component('Tabs')).toBeUndefined();
    await registry.load(['Tabs', 'Badge']);
    expect(registry.component('Tab')).toBe(Tab);
    expect(registry.component('Badge')).toBe(Badge);
    expect(registry.version()).toBe(0);
  });

  it('loads each module once, and tells subscribers when one arrives', async () => {
    const { loaders, release, calls } = modules(['Tabs']);
    const registry = createShortcodeRegistry(loaders);
    const heard = jest.fn();
    const unsubscribe = registry.subscribe(heard);
    const first = registry.load(['Tabs', 'Tab']);
    const second = registry.load(['Tab']);
    expect(calls).toEqual(['Tabs']);
    expect(registry.component('Tabs')).toBeUndefined();
    release.get('Tabs')!(undefined);
    await Promise.all([first, second]);
    expect(registry.component('Tabs')).toBe(Tabs);
    expect(registry.version()).toBe(1);
    expect(heard).toHaveBeenCalledTimes(1);
    unsubscribe();
    await registry.load(['Tabs']);
    expect(calls).toEqual(['Tabs']);
  });

  it('ignores names that are not shortcodes, and tries a failed module again on the next load', async () => {
    const { loaders, fail, release, calls } = modules(['Badge']);
    const registry = createShortcodeRegistry(loaders);
    expect(registry.component('Nope')).toBeUndefined();
    const failing = registry.load(['Badge', 'Nope']);
    fail.get('Badge')!(new Error('Loading chunk 12 failed.'));
    await expect(failing).rejects.toThrow('Loading chunk 12 failed.');
    const retry = registry.load(['Badge']);
    release.get('Badge')!(undefined);
    await retry;
    expect(calls).toEqual(['Badge', 'Badge']);
    expect(registry.component('Badge')).toBe(Badge);
  });
});
