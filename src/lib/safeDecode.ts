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
