/**
 * The shortcodes (Tabs, OptionsTable…) loaded so far, by name. The build's
 * renderer has every module at once (src/mdx/static/staticContent.tsx); the
 * browser loads only the modules of the islands it mounts (src/mdx/islands),
 * as its page's content names them (src/lib/pageContent.ts), and draws again
 * when one arrives. Each component comes inside an error boundary of its own,
 * so a widget that throws (a diagram, a chart, a player, a tool form) leaves
 * the rest of the page.
 */
import { createElement, type ComponentType, type ElementType } from 'react';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { lazyModule, type LazyModule } from '../lib/lazyModule';

// Shortcodes take whatever props their content gives them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ShortcodeModule = Record<string, ComponentType<any> | unknown>;
/** Loads a module by its path relative to src/mdx: a promise in the browser, the module itself in the build. */
export type LoadShortcodeModule = (module: string) => ShortcodeModule | Promise<ShortcodeModule>;
/** Shortcodes to load, by name, each with its module. */
export type ShortcodesToLoad = Readonly<Record<string, { readonly module: string }>>;

export interface ShortcodeRegistry {
  /** The component, in its boundary; undefined while its module has not arrived. */
  component(name: string): ElementType | undefined;
  /** Loads the modules of these shortcodes; resolves when all are at hand (at once when they are). */
  load(shortcodes: ShortcodesToLoad): Promise<void>;
  /** Changes each time a module arrives; for useSyncExternalStore. */
  version(): number;
  subscribe(listener: () => void): () => void;
}

/** <Tab> is left bare: <Tabs> recognises its children by their type. */
const UNGUARDED = new Set(['Tab']);
const guarded = new WeakMap<ComponentType<Record<string, unknown>>, ElementType>();

/** The shortcode as content draws it: the same wrapper each time, so React keeps its state. */
function inBoundary(name: string, component: ComponentType<Record<string, unknown>>): ElementType {
  if (UNGUARDED.has(name)) return component;
  let wrapper = guarded.get(component);
  if (!wrapper) {
    const Guarded = (props: Record<string, unknown>) =>
      createElement(ErrorBoundary, { part: 'widget', name }, createElement(component, props));
    Guarded.displayName = `Guarded(${name})`;
    wrapper = Guarded;
    guarded.set(component, wrapper);
  }
  return wrapper;
}

export function createShortcodeRegistry(loadModule: LoadShortcodeModule): ShortcodeRegistry {
  const modules = new Map<string, LazyModule<ShortcodeModule>>();
  const moduleOf = new Map<string, LazyModule<ShortcodeModule>>();
  const listeners = new Set<() => void>();
  let version = 0;

  const moduleAt = (path: string) => {
    let module = modules.get(path);
    if (!module) {
      module = lazyModule(() => loadModule(path));
      module.subscribe(() => {
        version += 1;
        listeners.forEach((listener) => listener());
      });
      modules.set(path, module);
    }
    return module;
  };

  return {
    component(name) {
      const component = moduleOf.get(name)?.current()?.[name];
      return component
        ? inBoundary(name, component as ComponentType<Record<string, unknown>>)
        : undefined;
    },
    async load(shortcodes) {
      await Promise.all(
        Object.entries(shortcodes).map(([name, { module: path }]) => {
          const module = moduleAt(path);
          moduleOf.set(name, module);
          return module.load();
        }),
      );
    },
    version: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
