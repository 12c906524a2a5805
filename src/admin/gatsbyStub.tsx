/**
 * What the site's components import from `gatsby`, for the admin bundle, where
 * there is no Gatsby runtime: links navigate the whole page and nothing is prefetched.
 */

export const withPrefix = (path: string) => path;

export function navigate(to: string) {
  window.location.assign(to);
}

export const prefetchPathname = (): void => undefined;
