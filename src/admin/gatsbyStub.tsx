/**
 * What the site's components import from `gatsby`, for the admin bundle, where
 * there is no Gatsby runtime: links navigate the whole page, nothing is prefetched
 * and static queries never run.
 */
export const graphql = () => null;

export function useStaticQuery(): never {
  throw new Error('Static queries do not run in the CMS preview.');
}

export const withPrefix = (path: string) => path;

export function navigate(to: string) {
  window.location.assign(to);
}

export const prefetchPathname = (): void => undefined;
