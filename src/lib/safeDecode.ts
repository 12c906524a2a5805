/**
 * Decodes a part of an address (a hash, a path segment, a query value) the way
 * a reader meant it, or gives it back as written when it is not valid percent
 * encoding (`#%`, `%E0%A4%A`): `decodeURIComponent` throws on those, and one
 * stray `%` in a hand-typed link must not blank the page.
 */
export function decodeAddressPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * A hash that `decodeURI` can read, or null when it already can. Gatsby's
 * scroll handler decodes the hash with `decodeURI` while the page mounts and on
 * every location change, outside any boundary of ours, so `#%` would unmount
 * the whole page. Escaping each `%` keeps exactly what the reader typed.
 */
export function readableHash(hash: string): string | null {
  try {
    decodeURI(hash);
    return null;
  } catch {
    return hash.replace(/%/g, '%25');
  }
}

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

interface HashWindow {
  location: { hash: string; href: string };
  history: { state: unknown; replaceState(state: unknown, title: string, url: string): void };
  addEventListener(type: string, listener: () => void, options: { capture: boolean }): void;
}

/**
 * Repairs an unreadable hash now and whenever the address changes. The
 * listeners capture, so they run before the router's own (Chromium runs a
 * target's capturing listeners first), and the router never sees the raw hash.
 */
export function keepHashReadable(site: HashWindow): void {
  const repair = () => {
    const readable = readableHash(site.location.hash);
    if (readable === null) return;
    const url = site.location.href.slice(0, site.location.href.length - site.location.hash.length);
    site.history.replaceState(site.history.state, '', url + readable);
  };
  repair();
  site.addEventListener('popstate', repair, { capture: true });
  site.addEventListener('hashchange', repair, { capture: true });
}
