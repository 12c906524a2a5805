import type { Loader, Plugin } from 'esbuild';

/**
 * An esbuild plugin that answers `import … from '<name>'` with a module made
 * in memory: `contents()` is asked each time the bundle loads it (so a watched
 * bundle sees a new table), in `loader`'s syntax; `resolveDir` is where its
 * own imports are looked up.
 */
export function virtualModule(
  name: string,
  contents: () => string,
  { loader, resolveDir }: { loader: Loader; resolveDir?: string },
): Plugin {
  const namespace = name.replace(/^virtual:/, '');
  return {
    name: namespace,
    setup(builder) {
      const exactly = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
      builder.onResolve({ filter: exactly }, () => ({ path: name, namespace }));
      builder.onLoad({ filter: /.*/, namespace }, () => ({
        contents: contents(),
        loader,
        ...(resolveDir ? { resolveDir } : {}),
      }));
    },
  };
}
