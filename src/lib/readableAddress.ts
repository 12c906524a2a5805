/**
 * The head's inline repair of an address Gatsby's runtime cannot read (see
 * safeDecode.ts for the hash after load). Only the server render and the page
 * script policy import this, so its text never enters a bundle.
 */

/**
 * A path Gatsby's runtime can read, or null when it already can. The runtime
 * decodes the path with `decodeURIComponent` to find the page: malformed
 * encoding throws, and an encoded `..%2f` turns into a `..` segment the
 * served page does not match, so hydration fails. Escaping each `%` makes the
 * runtime see the address exactly as typed, an unknown page like any other.
 */
export function readablePath(pathname: string): string | null {
  try {
    if (!/(^|\/)\.\.?(\/|$)/.test(decodeURIComponent(pathname))) return null;
  } catch {
    // Not valid percent encoding: repaired below.
  }
  return pathname.replace(/%/g, '%25');
}

/**
 * Both repairs as an inline script for the head: Gatsby's router takes its
 * first look at the address when its bundle runs, before any plugin code, so
 * the address must be readable by then. Kept in step with readablePath and
 * readableHash by a test.
 */
export const READABLE_ADDRESS_SCRIPT =
  '(function(){var l=location,p=l.pathname,h=l.hash,q=p,r=h;' +
  'try{if(/(^|\\/)\\.\\.?(\\/|$)/.test(decodeURIComponent(p)))q=p.replace(/%/g,"%25")}catch(e){q=p.replace(/%/g,"%25")}' +
  'try{decodeURI(h)}catch(e){r=h.replace(/%/g,"%25")}' +
  'if(q!==p||r!==h)history.replaceState(history.state,"",q+l.search+r)})()';
