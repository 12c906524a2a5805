import { filesForPath, isServable, notFoundPagesForPath } from '../gatsby/lib/hostRules.mjs';

/**
 * Maps a request URL to a file of the build, as the production host does, by the rules of
 * gatsby/lib/hostRules.mjs. Pure: `isFile` says whether a path (relative to the build folder)
 * is a file.
 *
 * @param {string} url
 * @param {(relative: string) => boolean} isFile
 * @returns {{ status: number, file?: string }}
 */
export function resolveRequest(url, isFile) {
  const exists = (relative) => isServable(relative) && isFile(relative);
  const notFound = (pages) => {
    const file = pages.find(exists);
    return file ? { status: 404, file } : { status: 404 };
  };
  // An address that cannot name a file of the build (bad encoding, a NUL, a `..` segment) gets
  // the not-found page, never a bare error, and no file outside the build is looked at.
  // Runs of slashes count as one, as nginx merges them (`//zh/a.html` is not a host called zh).
  const merged = url.replace(/^[^?#]*/, (path) => path.replace(/\/{2,}/g, '/'));
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(merged, 'http://localhost').pathname);
  } catch {
    return notFound(notFoundPagesForPath('/'));
  }
  if (pathname.includes('\0') || pathname.split('/').includes('..'))
    return notFound(notFoundPagesForPath('/'));
  const found = filesForPath(pathname).find(exists);
  return found ? { status: 200, file: found } : notFound(notFoundPagesForPath(pathname));
}
