/**
 * The WebDAV root for an AList address a reader types: `alist.example.com` →
 * `https://alist.example.com/dav/`. Keeps a sub-path (AList behind
 * `/alist/` serves WebDAV at `/alist/dav/`) and drops query and hash.
 * Returns null for input that is not an http(s) address.
 */
export function webdavRoot(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  const base = url.pathname.replace(/\/+$/, '');
  const path = base.endsWith('/dav') ? `${base}/` : `${base}/dav/`;
  return `${url.protocol}//${url.host}${path}`;
}
