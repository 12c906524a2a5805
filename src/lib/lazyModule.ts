/**
 * A module the browser fetches when first needed, with a synchronous view of
 * whether it has arrived (for rendering) and a way to hear when it does (for
 * useSyncExternalStore). A loader that returns the module itself instead of a
 * promise (the build's server render) makes it present at once.
 */
export interface LazyModule<M> {
  /** The module, or undefined while it has not arrived. */
  current(): M | undefined;
  /** Starts loading once; resolves when the module is at hand. A failed load may be retried. */
  load(): Promise<M>;
  subscribe(listener: () => void): () => void;
}

export function lazyModule<M>(loader: () => M | Promise<M>): LazyModule<M> {
  let module: M | undefined;
  let inFlight: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => module,
    load() {
      if (module !== undefined) return Promise.resolve(module);
      if (inFlight) return inFlight;
      const result = loader();
      if (!(result instanceof Promise)) {
        module = result;
        return Promise.resolve(result);
      }
      inFlight = result.then(
        (arrived) => {
          module = arrived;
          listeners.forEach((listener) => listener());
          return arrived;
        },
        (error: unknown) => {
          inFlight = undefined;
          throw error;
        },
      );
      return inFlight;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
