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
