import { canonicalPageFor, loadPageList, mayNeedCanonicalPage } from '../lib/knownPages';
import type { NavigatePatch } from '../lib/gatsbyRuntime';

/**
 * In-site navigation to another spelling of a page (`/pricing`, `/a/b/`) goes
 * straight to the page's own address, keeping query and hash. Without this,
 * Gatsby would ask for page data that does not exist, log a failed request
 * and show the 404 page first.
 */
export function canonicalising(location: { href: string; origin: string }): NavigatePatch {
  return (original) => (to, options) => {
    if (typeof to !== 'string') return original(to, options);
    const url = new URL(to, location.href);
    if (url.origin !== location.origin || !mayNeedCanonicalPage(url.pathname)) {
      return original(to, options);
    }
    return loadPageList().then((known) => {
      const page = canonicalPageFor(url.pathname, known);
      return original(page ? `${page}${url.search}${url.hash}` : to, options);
    });
  };
}
