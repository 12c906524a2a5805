import path from 'node:path';

/**
 * Repository root. Gatsby and the test runners start there; __dirname would
 * point into .cache once Gatsby has compiled this file.
 */
export const ROOT = process.cwd();

/**
 * Folder holding the `en` and `zh` content trees. Tests point it at fixture
 * content with DOCS_CONTENT_ROOT; site data always comes from content/data.
 */
export const CONTENT_ROOT = path.resolve(ROOT, process.env.DOCS_CONTENT_ROOT ?? 'content');
export const DATA_DIR = path.join(ROOT, 'content', 'data');
/**
 * Test-only pages of the end-to-end build: `pages/en` and `pages/zh` in the
 * folder DOCS_DATA_OVERLAY names (tests/fixtures/e2e-data for `npm run
 * build:test`), added to the content next to the real pages. Null otherwise.
 */
export const OVERLAY_PAGES_ROOT = process.env.DOCS_DATA_OVERLAY
  ? path.resolve(ROOT, process.env.DOCS_DATA_OVERLAY, 'pages')
  : null;
export const LOCALES_DIR = path.join(ROOT, 'src', 'locales');

/**
 * Where the build keeps webpack's chunk statistics once it has rendered the
 * pages (gatsby/lib/buildOutput.ts): out of public/, where no reader needs
 * them; the browser tests and the bench read them here.
 */
export const BUILD_STATS_FILE = path.join(ROOT, '.cache', 'webpack.stats.json');
