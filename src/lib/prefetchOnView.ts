/**
 * Asks Gatsby for a page's code and data once a link to it comes into view,
 * as Gatsby's Link does, but through one IntersectionObserver for all links
 * instead of one per link (a doc page has a hundred and more in its sidebar).
 */
type Prefetch = (path: string) => void;

interface Watcher {
  observe(link: Element, path: string): () => void;
}

/** A watcher over `Observer` (IntersectionObserver in the browser); null where there is none. */
export function createPrefetchWatcher(
  Observer: typeof IntersectionObserver | undefined,
  prefetch: Prefetch,
): Watcher | null {
  if (!Observer) return null;
  const paths = new Map<Element, string>();
  const observer = new Observer((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
      const path = paths.get(entry.target);
      observer.unobserve(entry.target);
      paths.delete(entry.target);
      if (path !== undefined) prefetch(path);
    }
  });
  return {
    observe(link, path) {
      paths.set(link, path);
      observer.observe(link);
      return () => {
        if (paths.delete(link)) observer.unobserve(link);
      };
    },
  };
}

/** The path and query of an address, as Gatsby's loader keys its pages. */
export function pagePath(href: string): string {
  return href.split('#')[0] ?? href;
}
