/**
 * Stand-in for `@builder.io/partytown/integration` in the browser bundle.
 * Gatsby only calls `partytownSnippet` for `off-main-thread` scripts, and only
 * under `gatsby develop`; the site has no such scripts, so the 2 KB snippet
 * builder would ship on every page without ever running.
 */
export function partytownSnippet(): string {
  return '';
}
