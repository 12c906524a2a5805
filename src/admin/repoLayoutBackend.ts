/**
 * Makes every Decap backend (decap-server's `proxy` for `npm run cms`, GitHub
 * on the deployed site) store pages in this repository's layout,
 * `content/<locale>/<section>/<slug>.mdx`, while Decap works in the one its
 * i18n code expects, `content/<section>/<locale>/<slug>.mdx`
 * (src/lib/cms/repoPaths.ts). Each backend instance Decap creates is wrapped:
 * paths going in are translated to the repository's, paths coming back to
 * Decap's. Everything else passes through untouched.
 */
import type { CMS } from './cms';
import { repoFolders, toCmsPath, toRepoPath, type ContentLayout } from '../lib/cms/repoPaths';

interface FileRef {
  path: string;
  [key: string]: unknown;
}

interface LoadedEntry {
  file: FileRef;
  data: unknown;
}

interface DataFile extends FileRef {
  newPath?: string;
}

/** The methods of a Decap backend implementation that take or return paths. */
export interface Implementation {
  entriesByFolder(folder: string, extension: string, depth: number): Promise<LoadedEntry[]>;
  allEntriesByFolder?(
    folder: string,
    extension: string,
    depth: number,
    pathRegex?: RegExp,
  ): Promise<LoadedEntry[]>;
  entriesByFiles(files: FileRef[]): Promise<LoadedEntry[]>;
  getEntry(path: string): Promise<LoadedEntry>;
  persistEntry(
    entry: { dataFiles: DataFile[]; [key: string]: unknown },
    options: unknown,
  ): Promise<unknown>;
  deleteFiles(paths: string[], message: string): Promise<unknown>;
  unpublishedEntry?(args?: unknown): Promise<{ diffs: FileRef[]; [key: string]: unknown }>;
  unpublishedEntryDataFile?(
    collection: string,
    slug: string,
    path: string,
    id: string,
  ): Promise<unknown>;
}

/** A wrapper for one backend instance. */
export function withRepoLayout<T extends object>(inner: T, layout: ContentLayout): T {
  const backend = inner as unknown as Implementation;
  const toRepo = (path: string) => toRepoPath(path, layout);
  const toCms = (path: string) => toCmsPath(path, layout);
  const fromRepo = (entry: LoadedEntry): LoadedEntry => ({
    ...entry,
    file: { ...entry.file, path: toCms(entry.file.path) },
  });

  /** Every entry of a Decap folder: both locale trees, read without paging. */
  async function entriesOf(folder: string, extension: string, depth: number, pathRegex?: RegExp) {
    const folders = repoFolders(folder, layout);
    const list = (at: string, levels: number) =>
      backend.allEntriesByFolder
        ? backend.allEntriesByFolder(at, extension, levels)
        : backend.entriesByFolder(at, extension, levels);
    // Decap counts the locale folder as one level of the collection's depth.
    const lists = folders
      ? await Promise.all(folders.map((at) => list(at, Math.max(1, depth - 1))))
      : [await list(folder, depth)];
    const entries = lists.flat().map(fromRepo);
    return pathRegex ? entries.filter((entry) => pathRegex.test(entry.file.path)) : entries;
  }

  const overrides: Record<keyof Implementation, unknown> = {
    entriesByFolder: (folder: string, extension: string, depth: number) =>
      entriesOf(folder, extension, depth),
    allEntriesByFolder: entriesOf,
    entriesByFiles: async (files: FileRef[]) =>
      (
        await backend.entriesByFiles(files.map((file) => ({ ...file, path: toRepo(file.path) })))
      ).map(fromRepo),
    getEntry: async (path: string) => fromRepo(await backend.getEntry(toRepo(path))),
    persistEntry: (entry: Parameters<Implementation['persistEntry']>[0], options: unknown) =>
      backend.persistEntry(
        {
          ...entry,
          dataFiles: entry.dataFiles.map((file) => ({
            ...file,
            path: toRepo(file.path),
            ...(file.newPath ? { newPath: toRepo(file.newPath) } : {}),
          })),
        },
        options,
      ),
    deleteFiles: (paths: string[], message: string) =>
      backend.deleteFiles(paths.map(toRepo), message),
    unpublishedEntry: async (args: unknown) => {
      const entry = await backend.unpublishedEntry!(args);
      return { ...entry, diffs: entry.diffs.map((diff) => ({ ...diff, path: toCms(diff.path) })) };
    },
    unpublishedEntryDataFile: (collection: string, slug: string, path: string, id: string) =>
      backend.unpublishedEntryDataFile!(collection, slug, toRepo(path), id),
  };

  return new Proxy(inner, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      // The optional methods are offered only where the backend has them, as Decap checks.
      if (value !== undefined && Object.hasOwn(overrides, property)) {
        return overrides[property as keyof Implementation];
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Wraps the backends Decap creates from now on. The registry hands out its own
 * record of a backend, so replacing that record's `init` is enough; Decap has
 * no public way to decorate a built-in backend.
 */
export function applyRepoLayout(cms: CMS, layout: ContentLayout, names: readonly string[]) {
  for (const name of names) {
    const registered = cms.getBackend(name);
    if (!registered) throw new Error(`Decap has no backend called ${name}`);
    const create = registered.init.bind(registered);
    registered.init = (...args: unknown[]) =>
      withRepoLayout((create as (...a: unknown[]) => object)(...args), layout);
  }
}
