/** Files the host reads for itself (rules, not pages): never served. */
const HOST_FILES = new Set(['_headers', '_redirects']);

/**
 * Maps a request URL to a file of the build, as the production host does.
 * Pure: `isFile` says whether a path (relative to the build folder) is a file.
 *
 * @param {string} url
 * @param {(relative: string) => boolean} isFile
 * @returns {{ status: number, file?: string, location?: string }}
 */
export function resolveRequest(url, isFile) {
  // Host rules and dot-files (build records, editor leftovers) are never served.
  const exists = (relative) =>
    !HOST_FILES.has(relative) &&
    !relative.split('/').some((part) => part.startsWith('.')) &&
    isFile(relative);
  // An address that cannot name a file of the build (bad encoding, a NUL, a `..` segment) gets
  // the not-found page, never a bare error, and no file outside the build is looked at.
  const nowhere = () => (exists('404.html') ? { status: 404, file: '404.html' } : { status: 404 });
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return nowhere();
  }
  if (pathname.includes('\0') || pathname.split('/').includes('..')) return nowhere();
  const relative = pathname.replace(/^\/+/, '');
  const candidates = [];
  if (relative === '' || relative.endsWith('/')) {
    candidates.push(`${relative}index.html`);
    if (relative) candidates.push(`${relative.slice(0, -1)}.html`);
  } else {
    candidates.push(relative, `${relative}.html`, `${relative}/index.html`);
  }
  const found = candidates.find((candidate) => exists(candidate));
  if (found) return { status: 200, file: found };
  // A locale folder has its own not-found page (zh/404.html); the build decides which exist.
  const folder = relative.split('/')[0];
  const notFound = [folder && `${folder}/404.html`, '404.html'].find(
    (file) => file && exists(file),
  );
  return notFound ? { status: 404, file: notFound } : { status: 404 };
}
