/**
 * src/gatsby/sliceSafeDevLoader.ts against the dev loader of the Gatsby that is
 * installed (its CommonJS copy), with the development server's socket played
 * by the test. The end-to-end proof is tests/develop/newPageReload.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GATSBY_DEV_LOADER_REQUEST } from '../../../gatsby/onCreateWebpackConfig';

type Listener = (message: unknown) => void;
const serverMessages: Listener[] = [];

jest.mock('gatsby-dev-loader', () => jest.requireActual('gatsby/cache-dir/commonjs/dev-loader'), {
  virtual: true,
});
jest.mock('gatsby/cache-dir/commonjs/socketIo', () => ({
  __esModule: true,
  default: () => ({
    on: (event: string, listener: Listener) => {
      if (event === 'message') serverMessages.push(listener);
    },
  }),
}));

const SLICE = 'sidebar-en-guide';
const SidebarComponent = () => null;
const sliceData = (items: string[]) => ({
  componentChunkName: 'slice---src-slices-sidebar-tsx',
  result: { sliceContext: { locale: 'en', items }, data: {} },
  staticQueryHashes: [],
});
const sendFromServer = (items: string[]) =>
  serverMessages.forEach((listener) =>
    listener({ type: 'sliceQueryResult', payload: { id: SLICE, result: sliceData(items) } }),
  );

/** The loader's own records of a slice, which its page loads and `<InlineSlice>` read. */
interface LoaderRecords {
  slicesDb: Map<string, { component?: unknown; sliceContext?: { items: string[] } }>;
  slicesDataDb: Map<string, ReturnType<typeof sliceData>>;
  sliceInflightDb: Map<string, Promise<unknown>>;
}

function startLoader(): LoaderRecords {
  serverMessages.length = 0;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { default: SliceSafeDevLoader } = require('../../../src/gatsby/sliceSafeDevLoader');
  return new SliceSafeDevLoader({ components: {}, head: {} }, []) as LoaderRecords;
}

beforeAll(() => {
  Object.assign(globalThis, { ___emitter: { emit: () => undefined } });
});

describe('the develop loader', () => {
  it('keeps new data for a slice this tab has not loaded, without calling it loaded', () => {
    const loader = startLoader();
    sendFromServer(['/guide/new.html']);
    // Gatsby's own loader records { data, sliceContext } here: a slice without a component.
    expect(loader.slicesDb.has(SLICE)).toBe(false);
    expect(loader.slicesDataDb.get(SLICE)?.result.sliceContext.items).toEqual(['/guide/new.html']);
  });

  it('applies data that arrives while the slice loads once it has loaded', async () => {
    const loader = startLoader();
    let finishLoading: (slice: object) => void = () => undefined;
    const loading = new Promise<object>((resolve) => (finishLoading = resolve));
    loader.sliceInflightDb.set(SLICE, loading);
    // What Gatsby's page load does when the component arrives.
    const recorded = loading.then((slice) => loader.slicesDb.set(SLICE, slice));
    sendFromServer(['/guide/new.html']);
    finishLoading({ component: SidebarComponent, sliceContext: { items: [] }, data: {} });
    await recorded;
    await Promise.resolve();
    expect(loader.slicesDb.get(SLICE)).toMatchObject({
      component: SidebarComponent,
      sliceContext: { items: ['/guide/new.html'] },
    });
  });

  it('updates a loaded slice as Gatsby does', () => {
    const loader = startLoader();
    loader.slicesDb.set(SLICE, { component: SidebarComponent, sliceContext: { items: [] } });
    sendFromServer(['/guide/new.html']);
    expect(loader.slicesDb.get(SLICE)).toMatchObject({
      component: SidebarComponent,
      sliceContext: { items: ['/guide/new.html'] },
    });
  });
});

describe("Gatsby's develop app", () => {
  it('imports its loader by the request the develop bundle replaces', () => {
    const app = fs.readFileSync(path.resolve('node_modules/gatsby/cache-dir/app.js'), 'utf8');
    const request = /import DevLoader from "([^"]+)"/.exec(app)?.[1];
    expect(request).toMatch(GATSBY_DEV_LOADER_REQUEST);
  });
});
