import { withRepoLayout, type Implementation } from '../../../src/admin/repoLayoutBackend';
import { CONTENT_LAYOUT } from '../../../src/lib/cms/repoPaths';

/** A backend that records the paths it is asked for and holds a few files. */
function fakeBackend(files: Record<string, string>, { paged = false } = {}) {
  const calls: unknown[][] = [];
  const entry = (path: string) => ({ file: { path, id: path }, data: files[path] });
  const list = (folder: string, extension: string, depth: number) => {
    calls.push(['list', folder, depth]);
    return Promise.resolve(
      Object.keys(files)
        .filter((path) => path.startsWith(`${folder}/`) && path.endsWith(`.${extension}`))
        .filter((path) => path.slice(folder.length + 1).split('/').length <= depth)
        .map(entry),
    );
  };
  const backend = {
    name: 'fake',
    entriesByFolder: (folder: string, extension: string, depth: number) =>
      paged ? Promise.resolve([]) : list(folder, extension, depth),
    ...(paged ? { allEntriesByFolder: list } : {}),
    entriesByFiles: (refs: { path: string }[]) => {
      calls.push(['files', ...refs.map((ref) => ref.path)]);
      return Promise.resolve(refs.map((ref) => entry(ref.path)));
    },
    getEntry: (path: string) => {
      calls.push(['get', path]);
      return Promise.resolve(entry(path));
    },
    persistEntry: (saved: { dataFiles: { path: string; newPath?: string }[] }) => {
      calls.push([
        'persist',
        ...saved.dataFiles.map((file) => `${file.path}>${file.newPath ?? ''}`),
      ]);
      return Promise.resolve();
    },
    deleteFiles: (paths: string[]) => {
      calls.push(['delete', ...paths]);
      return Promise.resolve();
    },
    unpublishedEntry: () =>
      Promise.resolve({ slug: 'docker', diffs: [{ path: 'content/zh/guide/install/docker.mdx' }] }),
    isGitBackend() {
      return this.name === 'fake';
    },
  };
  return { backend, calls };
}

/** The wrapped backend as Decap calls it. */
const wrap = (backend: object) =>
  withRepoLayout(backend, CONTENT_LAYOUT) as unknown as Required<Implementation> & {
    isGitBackend(): boolean;
  };

const FILES = {
  'content/en/guide/install/docker.mdx': 'en docker',
  'content/zh/guide/install/docker.mdx': 'zh docker',
  'content/en/guide/install/old/nested.mdx': 'too deep',
  'content/en/guide/index.mdx': 'en guide',
  'content/data/navbar.yaml': 'items: []',
};

describe('backends in the repository layout', () => {
  it('lists a collection from both locale trees, in Decap’s layout', async () => {
    const { backend, calls } = fakeBackend(FILES);
    const wrapped = wrap(backend);
    const entries = await wrapped.entriesByFolder('content/guide/install', 'mdx', 2);
    expect(entries.map((entry) => entry.file.path)).toEqual([
      'content/guide/install/en/docker.mdx',
      'content/guide/install/zh/docker.mdx',
    ]);
    expect(calls).toEqual([
      ['list', 'content/en/guide/install', 1],
      ['list', 'content/zh/guide/install', 1],
    ]);
  });

  it('reads every entry at once where the backend pages its lists (GitHub)', async () => {
    const { backend } = fakeBackend(FILES, { paged: true });
    const wrapped = wrap(backend);
    const entries = await wrapped.entriesByFolder('content/guide/install', 'mdx', 2);
    expect(entries).toHaveLength(2);
    const english = await wrapped.allEntriesByFolder!('content/guide/install', 'mdx', 2, /\/en\//);
    expect(english.map((entry) => entry.file.path)).toEqual([
      'content/guide/install/en/docker.mdx',
    ]);
  });

  it('offers allEntriesByFolder only when the backend has it', () => {
    expect('allEntriesByFolder' in wrap(fakeBackend(FILES).backend)).toBe(false);
    const wrapped = wrap(fakeBackend(FILES).backend) as {
      allEntriesByFolder?: unknown;
    };
    expect(wrapped.allEntriesByFolder).toBeUndefined();
  });

  it('reads, writes and deletes pages at their repository paths', async () => {
    const { backend, calls } = fakeBackend(FILES);
    const wrapped = wrap(backend);
    const entry = await wrapped.getEntry('content/guide/install/zh/docker.mdx');
    expect(entry).toEqual({
      file: {
        path: 'content/guide/install/zh/docker.mdx',
        id: 'content/zh/guide/install/docker.mdx',
      },
      data: 'zh docker',
    });
    await wrapped.persistEntry(
      {
        dataFiles: [
          { path: 'content/guide/en/a.mdx', newPath: 'content/guide/en/b.mdx' },
          { path: 'content/data/navbar.yaml' },
        ],
      },
      {},
    );
    await wrapped.deleteFiles(['content/guide/zh/a.mdx'], 'delete');
    const [data] = await wrapped.entriesByFiles([{ path: 'content/data/navbar.yaml' }]);
    expect(data!.file.path).toBe('content/data/navbar.yaml');
    expect(calls).toEqual([
      ['get', 'content/zh/guide/install/docker.mdx'],
      ['persist', 'content/en/guide/a.mdx>content/en/guide/b.mdx', 'content/data/navbar.yaml>'],
      ['delete', 'content/zh/guide/a.mdx'],
      ['files', 'content/data/navbar.yaml'],
    ]);
  });

  it('shows changes under review in Decap’s layout and keeps the backend’s own methods', async () => {
    const wrapped = wrap(fakeBackend(FILES).backend);
    const review = await wrapped.unpublishedEntry();
    expect(review.diffs).toEqual([{ path: 'content/guide/install/zh/docker.mdx' }]);
    // Methods that take no path run on the backend itself.
    expect(wrapped.isGitBackend()).toBe(true);
  });
});
