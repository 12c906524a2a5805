/**
 * A direct load of `/zh/a/b` or `/zh/a/b/` receives the HTML of `/zh/a/b.html`.
 * Gatsby moves to the page's own path after loading, but not when a client
 * route matches, and it reads the address before any plugin code runs. So each page carries a
 * tiny inline script that corrects the address first, keeping query and hash
 * (OAuth callbacks arrive extensionless with their code in the query).
 */

/** The attribute of the canonical-address script that holds its page's path. */
export const PAGE_PATH_ATTRIBUTE = 'data-page-path';

/**
 * The inline script. It moves an address to the page's path when the two are
 * spellings of one page (`/a/b`, `/a/b/` and `/a/b.html`) and leaves any other
 * address alone. It is the same on every page, so the header policy can allow
 * it by one hash: the page's path is in its element's attribute.
 */
export const CANONICAL_ADDRESS_SCRIPT = `(function(){var e=document.currentScript,p=e&&e.getAttribute("${PAGE_PATH_ATTRIBUTE}"),l=location,n=function(s){return s.replace(/\\.html$/,'').replace(/\\/$/,'')};if(p&&l.pathname!==p&&n(l.pathname)===n(p))history.replaceState(history.state,'',p+l.search+l.hash)})()`;
