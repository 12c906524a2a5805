/**
 * The attribute of the head-script elements the site adds (src/lib/headScriptsLoader.ts), kept
 * apart so the check each in-site navigation makes (src/gatsby/cleanLoad.ts) carries no planner.
 * Where head scripts may not run is decided from a page's content (src/lib/contentNeeds.ts).
 */
/** Marks the head-script elements we add, with the entry's id: an entry is never added twice. */
export const HEAD_SCRIPT_ATTRIBUTE = 'data-head-script';
