/**
 * Where third-party scripts may not run. Kept apart from headScripts.ts, so
 * the check every page makes on navigation does not carry the head-script
 * planner into the bundle every page loads.
 */
/** Marks the head-script elements we add, with the entry's id: an entry is never added twice. */
export const HEAD_SCRIPT_ATTRIBUTE = 'data-head-script';

/**
 * Pages where readers type client secrets and see tokens (the tools) and the
 * content editor: no advert or analytics script may run there, in any locale.
 */
export function keepsThirdPartyScriptsOut(pathname: string): boolean {
  const rest = pathname.replace(/^\/zh(?=\/|$)/, '');
  return /^\/(tool|admin)(\/|$)/.test(rest);
}

/**
 * True when a page that must stay free of head scripts was reached by in-site
 * navigation from a page that had added them: they are still running in this
 * document, and only a fresh load of the page leaves them behind.
 */
export function needsCleanLoad(pathname: string, headScriptsPresent: boolean): boolean {
  return headScriptsPresent && keepsThirdPartyScriptsOut(pathname);
}
