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
/** The encoded full-width solidus (／), which stands for the extra slash of a path that starts with `//`. */
const SOLIDUS = '%EF%BC%8F';

/**
 * The repair, as an inline script for the head: Gatsby's router takes its
 * first look at the address when its bundle runs, before any plugin code.
 *
 * The path: the runtime decodes it with `decodeURIComponent` to find the page;
 * malformed encoding throws, and an encoded `..%2f` turns into a `..` segment
 * the served page does not match, so hydration fails. Such an address is a
 * page that does not exist; with each `%` written as ％ the runtime shows it
 * the not-found page like any other. A path that starts with `//` is no page
 * of the site, and the runtime would read it as another host: its second slash
 * becomes ／, so the address stays one no page matches, as the server
 * answered it.
 *
 * The hash: repaired as readableHash (safeDecode.ts) does, which a test holds
 * the two to. The new address is absolute, so that no path can name another
 * host to replaceState.
 */
export const READABLE_ADDRESS_SCRIPT =
  '(function(){var l=location,p=l.pathname,h=l.hash,q=p,r=h;' +
  `try{if(/(^|\\/)\\.\\.?(\\/|$)/.test(decodeURIComponent(p)))q=p.replace(/%/g,"${PERCENT}")}catch(e){q=p.replace(/%/g,"${PERCENT}")}` +
  `q=q.replace(/^\\/{2,}/,"/${SOLIDUS}");` +
  'try{decodeURI(h)}catch(e){r=h.replace(/%/g,"%25")}' +
  'if(q!==p||r!==h)try{history.replaceState(history.state,"",l.protocol+"//"+l.host+q+l.search+r)}catch(e){}})()';
