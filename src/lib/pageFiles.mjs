/**
 * Where a page lands in the build folder, stated once for the build (redirect stubs, the
 * trailing-slash copies, the search index, the content policies), the browser (the language
 * prompt fetches the other locale's page data), the scripts that read a build (benchmarks)
 * and the tests. Plain JavaScript with its types beside it (pageFiles.d.mts), so scripts that
 * Node runs without compiling import it as the build does.
 */

/**
 * The HTML file, relative to the build folder, that Gatsby writes for a page path (or the
 * build writes for a redirect's old address): a path ending in `/` gets its folder's
 * `index.html` (`/` → `index.html`, `/zh/` → `zh/index.html`), any other path is the file
 * itself (`/guide/install/script.html` → `guide/install/script.html`, `/zh/404.html` →
 * `zh/404.html`). The site's page paths all end in `.html` or `/`.
 */
export function htmlFileOf(pagePath) {
  const relative = pagePath.replace(/^\/+/, '');
  return relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
}

/**
 * The data file, relative to the build folder, that Gatsby writes for a page path: the path
 * without its slashes at either end (`index` for `/`) as a folder under `page-data/`
 * (`/zh/` → `page-data/zh/page-data.json`, `/a/b.html` → `page-data/a/b.html/page-data.json`).
 */
export function pageDataFileOf(pagePath) {
  const folder = pagePath === '/' ? 'index' : pagePath.replace(/^\/|\/$/g, '');
  return `page-data/${folder}/page-data.json`;
}
