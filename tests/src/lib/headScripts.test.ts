import type { HeadScript } from '../../../src/config/types';
import {
  hasPlaceholder,
  isAllowedScriptAttribute,
  isScriptAddress,
} from '../../../src/lib/headScriptRules';
import { afterPageLoad, planHeadScripts, type PageWindow } from '../../../src/lib/headScripts';

const entry = (fields: Partial<HeadScript> & Pick<HeadScript, 'id'>): HeadScript => ({
  kind: 'analytics',
  src: `https://${fields.id}.example/script.js`,
  enabled: true,
  attributes: {},
  strategy: 'idle',
  ...fields,
});

describe('planning the head scripts', () => {
  it('keeps enabled entries only, in their order, with their strategy and attributes', () => {
    const plan = planHeadScripts([
      entry({ id: 'ads', kind: 'ads', enabled: false }),
      entry({ id: 'stats', attributes: { 'data-website-id': 'abc' } }),
      entry({ id: 'tongji', strategy: 'load' }),
    ]);
    expect(plan).toEqual([
      {
        id: 'stats',
        src: 'https://stats.example/script.js',
        strategy: 'idle',
        attributes: { 'data-website-id': 'abc' },
      },
      { id: 'tongji', src: 'https://tongji.example/script.js', strategy: 'load', attributes: {} },
    ]);
  });

  it('plans nothing when every entry is off, or none is configured', () => {
    expect(planHeadScripts([])).toEqual([]);
    expect(planHeadScripts([entry({ id: 'a', enabled: false })])).toEqual([]);
  });

  it('adds each id once, and not those already on the page', () => {
    const plan = planHeadScripts(
      [
        entry({ id: 'a' }),
        entry({ id: 'a', src: 'https://other.example/a.js' }),
        entry({ id: 'b' }),
      ],
      new Set(['b']),
    );
    expect(plan.map((script) => [script.id, script.src])).toEqual([
      ['a', 'https://a.example/script.js'],
    ]);
  });

  it('skips what the schema refuses, should it get through: inline code, handlers, placeholders', () => {
    const plan = planHeadScripts([
      entry({ id: 'inline', src: 'javascript:alert(1)' }),
      entry({ id: 'plain-http', src: 'http://stats.example/s.js' }),
      entry({ id: 'unfilled', src: 'https://hm.baidu.com/hm.js?{siteId}' }),
      entry({ id: 'handler', attributes: { onload: 'alert(1)', 'data-id': 'x' } }),
    ]);
    expect(plan).toEqual([
      {
        id: 'handler',
        src: 'https://handler.example/script.js',
        strategy: 'idle',
        attributes: { 'data-id': 'x' },
      },
    ]);
  });
});

describe('head script checks', () => {
  it('accepts https addresses only', () => {
    expect(isScriptAddress('https://cdn.wwads.cn/js/makemoney.js')).toBe(true);
    expect(isScriptAddress('https://hm.baidu.com/hm.js?abc')).toBe(true);
    expect(isScriptAddress('http://hm.baidu.com/hm.js')).toBe(false);
    expect(isScriptAddress('//hm.baidu.com/hm.js')).toBe(false);
    expect(isScriptAddress('/adb.js')).toBe(false);
    expect(isScriptAddress('https://')).toBe(false);
    expect(isScriptAddress('console.log(1)')).toBe(false);
  });

  it('lets an entry set data-* and a few plain attributes, never handlers or our own', () => {
    for (const name of [
      'data-website-id',
      'id',
      'charset',
      'crossorigin',
      'referrerpolicy',
      'integrity',
    ])
      expect(isAllowedScriptAttribute(name)).toBe(true);
    for (const name of [
      'onload',
      'onerror',
      'src',
      'async',
      'defer',
      'type',
      'data-head-script',
      'data-',
    ])
      expect(isAllowedScriptAttribute(name)).toBe(false);
  });

  it('finds placeholders in the address and the attributes', () => {
    expect(hasPlaceholder({ src: 'https://a.example/s.js?id={siteId}', attributes: {} })).toBe(
      true,
    );
    expect(
      hasPlaceholder({ src: 'https://a.example/s.js', attributes: { 'data-id': '{id}' } }),
    ).toBe(true);
    expect(hasPlaceholder({ src: 'https://a.example/s.js?id=42', attributes: { id: 'X' } })).toBe(
      false,
    );
  });
});

/** A window whose load event, timers and idle callbacks the test fires by hand. */
function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const loadListeners = new Set<() => void>();
  const timers = new Map<number, () => void>();
  const idles = new Map<number, { callback: () => void; timeout?: number }>();
  let next = 1;
  const win: PageWindow = {
    document: { readyState },
    addEventListener: (_type, listener) => loadListeners.add(listener),
    removeEventListener: (_type, listener) => loadListeners.delete(listener),
    setTimeout: (callback) => {
      timers.set(next, callback);
      return next++;
    },
    clearTimeout: (handle) => timers.delete(handle),
  };
  if (withIdle) {
    win.requestIdleCallback = (callback, options) => {
      idles.set(next, { callback, timeout: options?.timeout });
      return next++;
    };
    win.cancelIdleCallback = (handle) => idles.delete(handle);
  }
  const drain = <T>(map: Map<number, T>, run: (item: T) => void) => {
    const items = [...map.values()];
    map.clear();
    items.forEach(run);
  };
  return {
    win,
    load: () => {
      (win.document as { readyState: DocumentReadyState }).readyState = 'complete';
      [...loadListeners].forEach((listener) => listener());
    },
    runTimers: () => drain(timers, (callback) => callback()),
    runIdle: () => drain(idles, ({ callback }) => callback()),
    idleTimeouts: () => [...idles.values()].map(({ timeout }) => timeout),
    listeners: () => loadListeners.size,
  };
}

describe('after the page has loaded', () => {
  it('idle: waits for the load event, then for an idle moment (with a deadline)', () => {
    const page = fakeWindow('interactive');
    const callback = jest.fn();
    afterPageLoad(page.win, 'idle', callback, 3000);
    page.runTimers();
    page.runIdle();
    expect(callback).not.toHaveBeenCalled();
    page.load();
    expect(callback).not.toHaveBeenCalled();
    page.runTimers();
    expect(callback).not.toHaveBeenCalled();
    expect(page.idleTimeouts()).toEqual([3000]);
    page.runIdle();
    expect(callback).toHaveBeenCalledTimes(1);
    expect(page.listeners()).toBe(0);
  });

  it('load: runs in the task after the load event, without waiting for idle', () => {
    const page = fakeWindow('loading');
    const callback = jest.fn();
    afterPageLoad(page.win, 'load', callback, 3000);
    page.load();
    expect(callback).not.toHaveBeenCalled();
    page.runTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the load event has already passed', () => {
    const page = fakeWindow('complete');
    const onLoad = jest.fn();
    const onIdle = jest.fn();
    afterPageLoad(page.win, 'load', onLoad, 3000);
    afterPageLoad(page.win, 'idle', onIdle, 3000);
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(onIdle).not.toHaveBeenCalled();
    page.runIdle();
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('uses a short timer where there is no requestIdleCallback', () => {
    const page = fakeWindow('complete', false);
    const callback = jest.fn();
    afterPageLoad(page.win, 'idle', callback, 3000);
    expect(callback).not.toHaveBeenCalled();
    page.runTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before the load event and while waiting for idle', () => {
    const early = fakeWindow('interactive');
    const never = jest.fn();
    afterPageLoad(early.win, 'idle', never, 3000)();
    expect(early.listeners()).toBe(0);
    early.load();
    early.runTimers();
    early.runIdle();

    const late = fakeWindow('complete');
    afterPageLoad(late.win, 'idle', never, 3000)();
    late.runIdle();
    expect(never).not.toHaveBeenCalled();
  });
});
