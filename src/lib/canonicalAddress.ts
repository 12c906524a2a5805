import { sameDocument } from './urls';

/**
 * A direct load of `/zh/a/b` or `/zh/a/b/` receives the HTML of `/zh/a/b.html`.
 * Gatsby moves to the page's own path after loading, but not when a client
 * route matches, and the Chinese not-found page matches all of `/zh/*`; it
 * also reads the address before any plugin code runs. So each page carries a
 * tiny inline script that corrects the address first, keeping query and hash
 * (OAuth callbacks arrive extensionless with their code in the query).
 */

export function canonicalAddress(pathname: string, pagePath: string): string | null {
  if (pagePath === pathname || !sameDocument(pathname, pagePath)) return null;
  return pagePath;
}

/** The inline script for the page at `pagePath`: sameDocument's rule, written out for a script tag. */
export function canonicalAddressScript(pagePath: string): string {
  return `(function(){var p=${JSON.stringify(pagePath)},l=location,n=function(s){return s.replace(/\\.html$/,'').replace(/\\/$/,'')};if(l.pathname!==p&&n(l.pathname)===n(p))history.replaceState(history.state,'',p+l.search+l.hash)})()`;
}
