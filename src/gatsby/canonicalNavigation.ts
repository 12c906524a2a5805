import { canonicalPageFor, loadPageList, mayNeedCanonicalPage } from '../lib/knownPages';

type Navigate = (to: string | number, options?: unknown) => unknown;

/**
 * In-site navigation to another spelling of a page (`/pricing`, `/a/b/`) goes
 * straight to the page's own address, keeping query and hash. Without this,
 * Gatsby would ask for page data that does not exist, log a failed request
 * and show the 404 page first.
 */
export function canonicaliseNavigation(target: {
  ___navigate?: Navigate;
  location: { href: string; origin: string };
}): void {
  const original = target.___navigate;
  if (!original) return;
  target.___navigate = (to, options) => {
    if (typeof to !== 'string') return original(to, options);
    const url = new URL(to, target.location.href);
    if (url.origin !== target.location.origin || !mayNeedCanonicalPage(url.pathname)) {
      return original(to, options);
    }
    return loadPageList().then((known) => {
      const page = canonicalPageFor(url.pathname, known);
      return original(page ? `${page}${url.search}${url.hash}` : to, options);
    });
  };
}
