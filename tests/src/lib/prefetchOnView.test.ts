import { createPrefetchWatcher, pagePath } from '../../../src/lib/prefetchOnView';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

function fakeObserverClass() {
  const made: { callback: Callback; watched: Set<unknown> }[] = [];
  class Observer {
    watched = new Set<unknown>();
    constructor(public callback: Callback) {
      made.push(this);
    }
    observe(target: unknown) {
      this.watched.add(target);
    }
    unobserve(target: unknown) {
      this.watched.delete(target);
    }
  }
  return { Observer: Observer as unknown as typeof IntersectionObserver, made };
}

describe('createPrefetchWatcher', () => {
  it('prefetches each link’s page once, when it first comes into view, with one observer', () => {
    const { Observer, made } = fakeObserverClass();
    const prefetch = jest.fn();
    const watcher = createPrefetchWatcher(Observer, prefetch)!;
    const [a, b] = [{}, {}] as Element[];
    watcher.observe(a!, '/guide/');
    watcher.observe(b!, '/api/');
    expect(made).toHaveLength(1);
    const [observer] = made;
    observer!.callback([{ target: a, isIntersecting: false, intersectionRatio: 0 }]);
    expect(prefetch).not.toHaveBeenCalled();
    observer!.callback([{ target: a, isIntersecting: true, intersectionRatio: 0.5 }]);
    observer!.callback([{ target: a, isIntersecting: true, intersectionRatio: 1 }]);
    expect(prefetch.mock.calls).toEqual([['/guide/']]);
    expect(observer!.watched.has(a)).toBe(false);
    expect(observer!.watched.has(b)).toBe(true);
  });

  it('stops watching a link that goes away before it is seen', () => {
    const { Observer, made } = fakeObserverClass();
    const prefetch = jest.fn();
    const link = {} as Element;
    const stop = createPrefetchWatcher(Observer, prefetch)!.observe(link, '/guide/');
    stop();
    expect(made[0]!.watched.size).toBe(0);
    made[0]!.callback([{ target: link, isIntersecting: true, intersectionRatio: 1 }]);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no IntersectionObserver', () => {
    expect(createPrefetchWatcher(undefined, jest.fn())).toBeNull();
  });
});

describe('pagePath', () => {
  it('drops the fragment, as Gatsby’s loader keys pages by path and query', () => {
    expect(pagePath('/api/fs/list.html#request')).toBe('/api/fs/list.html');
    expect(pagePath('/search/?q=x#top')).toBe('/search/?q=x');
  });
});
