/**
 * What content components import from `gatsby`, for the content's render in
 * Node (staticContent.tsx), where no Gatsby runtime runs: an address gets the
 * site's path prefix, and nothing navigates or prefetches.
 */
declare const __PATH_PREFIX__: string;

export const withPrefix = (path: string): string =>
  path.startsWith('/') ? `${__PATH_PREFIX__}${path}` : path;

export const navigate = (): void => undefined;

export const prefetchPathname = (): void => undefined;
