import { act, render } from '@testing-library/react';
import type { HeadScript } from '../../../src/config';
import { HEAD_SCRIPT_IDLE_TIMEOUT_MS } from '../../../src/lib/constants';
import { Providers } from '../../../src/providers/Providers';

/** The site's enabled head scripts, as the browser bundle carries them (set per test). */
let mockEntries: HeadScript[] = [];
jest.mock('../../../src/config', () => {
  const actual = jest.requireActual<typeof import('../../../src/config')>('../../../src/config');
  return {
    ...actual,
    siteConfig: {
      ...actual.siteConfig,
      get headScripts() {
        return mockEntries;
      },
    },
  };
});

/** Counts evaluations of the lazy loader: never without entries (the first test runs before any import). */
const mockLoaderImported = jest.fn();
jest.mock('../../../src/lib/headScriptsLoader', () => {
  mockLoaderImported();
  return jest.requireActual<typeof import('../../../src/lib/headScriptsLoader')>(
    '../../../src/lib/headScriptsLoader',
  );
});

const stats: HeadScript = {
  id: 'stats',
  kind: 'analytics',
  src: 'https://analytics.invalid/script.js',
  enabled: true,
  attributes: { 'data-website-id': 'abc', crossorigin: 'anonymous' },
  strategy: 'idle',
};
const ads: HeadScript = {
  id: 'ads',
  kind: 'ads',
  src: 'https://ads.invalid/serve.js',
  enabled: false,
  attributes: {},
  strategy: 'load',
};

const added = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-head-script]')];

let readyState: DocumentReadyState = 'complete';
let idleCallbacks: Array<{ callback: () => void; timeout?: number }> = [];
const originalIdle = window.requestIdleCallback;
const originalCancelIdle = window.cancelIdleCallback;

beforeAll(() => {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
});

beforeEach(() => {
  jest.useFakeTimers();
  readyState = 'interactive';
  idleCallbacks = [];
  window.requestIdleCallback = ((callback: () => void, options?: { timeout: number }) => {
    idleCallbacks.push({ callback, timeout: options?.timeout });
    return idleCallbacks.length;
  }) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = () => undefined;
});

afterEach(() => {
  added().forEach((script) => script.remove());
  window.requestIdleCallback = originalIdle;
  window.cancelIdleCallback = originalCancelIdle;
  jest.useRealTimers();
});

afterAll(() => {
  delete (document as { readyState?: unknown }).readyState;
});

/** The app's root providers with these entries; resolves once the loader's import has settled. */
async function renderSite(entries: HeadScript[]) {
  mockEntries = entries;
  const view = render(
    <Providers>
      <main>page</main>
    </Providers>,
  );
  await act(async () => undefined);
  return view;
}

function fireLoad() {
  readyState = 'complete';
  act(() => {
    window.dispatchEvent(new Event('load'));
  });
  act(() => jest.runOnlyPendingTimers());
}

function runIdle() {
  const pending = idleCallbacks;
  idleCallbacks = [];
  act(() => pending.forEach(({ callback }) => callback()));
}

describe('head scripts', () => {
  it('without enabled entries, the loader is never imported and nothing is added', async () => {
    readyState = 'complete';
    await renderSite([]);
    fireLoad();
    runIdle();
    expect(mockLoaderImported).not.toHaveBeenCalled();
    expect(added()).toEqual([]);
  });

  it('render nothing: the page’s HTML never carries them', async () => {
    const { container } = await renderSite([stats, { ...ads, enabled: true }]);
    expect(mockLoaderImported).toHaveBeenCalledTimes(1);
    expect(container.querySelector('script')).toBeNull();
    expect(added()).toEqual([]);
  });

  it('wait for the load event and an idle moment, then add each enabled one, async', async () => {
    await renderSite([stats, ads]);
    act(() => jest.runOnlyPendingTimers());
    runIdle();
    expect(added()).toEqual([]);

    fireLoad();
    expect(added()).toEqual([]);
    expect(idleCallbacks.map(({ timeout }) => timeout)).toEqual([HEAD_SCRIPT_IDLE_TIMEOUT_MS]);

    runIdle();
    const [script, ...others] = added();
    expect(others).toEqual([]);
    expect(script!.parentElement).toBe(document.head);
    expect(script!.src).toBe('https://analytics.invalid/script.js');
    // The attribute itself, not only the async a script inserted by code is given anyway.
    expect(script).toHaveAttribute('async');
    expect(script!.getAttribute('data-head-script')).toBe('stats');
    expect(script!.getAttribute('data-website-id')).toBe('abc');
    expect(script!.getAttribute('crossorigin')).toBe('anonymous');
    expect(document.querySelector('script[src^="https://ads.invalid"]')).toBeNull();
  });

  it('with strategy load, come right after the load event', async () => {
    await renderSite([{ ...ads, enabled: true }]);
    expect(added()).toEqual([]);
    fireLoad();
    expect(added().map((script) => script.src)).toEqual(['https://ads.invalid/serve.js']);
  });

  it('start at once when the page has already loaded (a later mount)', async () => {
    readyState = 'complete';
    await renderSite([stats]);
    runIdle();
    expect(added()).toHaveLength(1);
  });

  it('are added once, however often the providers render or mount', async () => {
    readyState = 'complete';
    const first = await renderSite([stats]);
    runIdle();
    first.rerender(
      <Providers>
        <main>page</main>
      </Providers>,
    );
    first.unmount();
    await renderSite([stats]);
    runIdle();
    expect(added()).toHaveLength(1);
  });

  it('are not added when unmounted before the page loads', async () => {
    const view = await renderSite([stats]);
    view.unmount();
    fireLoad();
    runIdle();
    expect(added()).toEqual([]);
  });

  it('are not added when unmounted before the loader has arrived', async () => {
    readyState = 'complete';
    mockEntries = [stats];
    const view = render(
      <Providers>
        <main>page</main>
      </Providers>,
    );
    view.unmount();
    await act(async () => undefined);
    runIdle();
    expect(added()).toEqual([]);
  });

  it('handle an unreachable host silently: the element is marked, nothing is logged', async () => {
    readyState = 'complete';
    const windowErrors = jest.fn();
    window.addEventListener('error', windowErrors);
    const warn = jest.spyOn(console, 'warn');
    try {
      await renderSite([stats]);
      runIdle();
      const bodyBefore = document.body.innerHTML;
      const [script] = added();
      act(() => {
        script!.dispatchEvent(new Event('error'));
      });
      expect(script).toHaveAttribute('data-head-script-failed');
      expect(document.body.innerHTML).toBe(bodyBefore);
      expect(windowErrors).not.toHaveBeenCalled();
      expect(warn).not.toHaveBeenCalled();
      // (console.error would fail the test by itself: tests/utils/setupDom.ts)
    } finally {
      window.removeEventListener('error', windowErrors);
      warn.mockRestore();
    }
  });
});
