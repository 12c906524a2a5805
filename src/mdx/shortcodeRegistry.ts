/**
 * The shortcodes (Tabs, OptionsTable…) loaded so far. Content is HTML the
 * build drew (src/mdx/static), so the browser loads shortcodes only for the
 * islands it mounts (src/mdx/islands): a leaf island its own module, an island
 * with elements of its own the modules those name, and it draws again when
 * one arrives. The build's renderer takes every module at once.
 */
import type { ComponentType } from 'react';
import {
  SHORTCODES,
  isShortcode,
  type ShortcodeModulePath as ModulePath,
} from '../lib/mdx/shortcodes';

// Shortcodes take whatever props their content gives them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ShortcodeModule = Record<string, ComponentType<any> | unknown>;
/** Each module's loader: a promise in the browser, the module itself in the server render. */
export type ShortcodeModules = Record<ModulePath, () => ShortcodeModule | Promise<ShortcodeModule>>;

export interface ShortcodeRegistry {
  /** The component, or undefined while its module has not arrived. */
  component(name: string): ComponentType<Record<string, unknown>> | undefined;
  /** Loads the modules of these names; resolves when all are at hand (at once when they are). */
  load(names: readonly string[]): Promise<void>;
  /** Changes each time a module arrives; for useSyncExternalStore. */
  version(): number;
  subscribe(listener: () => void): () => void;
}

export function createShortcodeRegistry(modules: ShortcodeModules): ShortcodeRegistry {
  const loaded = new Map<ModulePath, ShortcodeModule>();
  const inFlight = new Map<ModulePath, Promise<void>>();
  const listeners = new Set<() => void>();
  let version = 0;

  const arrived = (path: ModulePath, module: ShortcodeModule) => {
    loaded.set(path, module);
    version += 1;
    listeners.forEach((listener) => listener());
  };

  const loadModule = (path: ModulePath): Promise<void> | null => {
    if (loaded.has(path)) return null;
    const running = inFlight.get(path);
    if (running) return running;
    const result = modules[path]();
    if (!(result instanceof Promise)) {
      loaded.set(path, result);
      return null;
    }
    const promise = result.then(
      (module) => arrived(path, module),
      (error: unknown) => {
        inFlight.delete(path);
        throw error;
      },
    );
    inFlight.set(path, promise);
    return promise;
  };

  return {
    component(name) {
      if (!isShortcode(name)) return undefined;
      return loaded.get(SHORTCODES[name])?.[name] as ComponentType<Record<string, unknown>>;
    },
    load(names) {
      const waiting = names
        .filter(isShortcode)
        .map((name) => loadModule(SHORTCODES[name]))
        .filter((promise): promise is Promise<void> => promise !== null);
      return waiting.length ? Promise.all(waiting).then(() => undefined) : Promise.resolve();
    },
    version: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
