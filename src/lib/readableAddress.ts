/**
 * The head's inline repair of an address Gatsby's runtime cannot read (see
 * safeDecode.ts for the hash after load). Only the server render and the page
 * script policy import this, so its text never enters a bundle.
 */

/**
 * What a `%` of such a path becomes: the encoded full-width percent sign (％),
 * which reads the same to the reader and decodes to a character that holds no
 * `%`, so it stays readable however often the runtime decodes it (its page
 * lookup decodes twice, and a match path's wildcard a third time).
 */
const PERCENT = '%EF%BC%85';

/**
 * A path Gatsby's runtime can read, or null when it already can. The runtime
 * decodes the path with `decodeURIComponent` to find the page: malformed
 * encoding throws, and an encoded `..%2f` turns into a `..` segment the
 * served page does not match, so hydration fails. Such an address is a page
 * that does not exist; with each `%` written as ％ the runtime shows it the
 * not-found page like any other.
 */
export function readablePath(pathname: string): string | null {
  try {
    if (!/(^|\/)\.\.?(\/|$)/.test(decodeURIComponent(pathname))) return null;
  } catch {
    // Not valid percent encoding: repaired below.
  }
  return pathname.replace(/%/g, PERCENT);
}

/**
 * Both repairs as an inline script for the head: Gatsby's router takes its
 * first look at the address when its bundle runs, before any plugin code, so
 * the address must be readable by then. Kept in step with readablePath and
 * readableHash by a test. The new address is absolute: a path that starts
 * with `//` would otherwise name another host, which replaceState refuses.
 */
export const READABLE_ADDRESS_SCRIPT =
  '(function(){var l=location,p=l.pathname,h=l.hash,q=p,r=h;' +
  `try{if(/(^|\\/)\\.\\.?(\\/|$)/.test(decodeURIComponent(p)))q=p.replace(/%/g,"${PERCENT}")}catch(e){q=p.replace(/%/g,"${PERCENT}")}` +
  'try{decodeURI(h)}catch(e){r=h.replace(/%/g,"%25")}' +
  'if(q!==p||r!==h)try{history.replaceState(history.state,"",l.protocol+"//"+l.host+q+l.search+r)}catch(e){}})()';
