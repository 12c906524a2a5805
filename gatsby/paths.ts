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
/**
 * Where one build leaves records for the next (gatsby/lib/buildRecord.ts), inside Gatsby's
 * cache folder.
 */
export const RECORDS_DIR = path.join(ROOT, '.cache', 'records');
/**
 * Where parsed YAML is kept between builds (gatsby/lib/yamlFile.ts): only in Gatsby's own
 * runs, so tests and scripts parse afresh and leave nothing behind.
 */
export const PARSED_YAML_DIR = process.env.gatsby_executing_command
  ? path.join(RECORDS_DIR, 'parsed-yaml')
  : null;

/**
 * Where the build keeps webpack's chunk statistics once it has rendered the
 * pages (gatsby/lib/buildOutput.ts): out of public/, where no reader needs
 * them; the browser tests and the bench read them here.
 */
export const BUILD_STATS_FILE = path.join(ROOT, '.cache', 'webpack.stats.json');

/**
 * Where Gatsby's type generation looks for node-side queries: the API modules
 * (gatsby/*.ts), the only code Gatsby hands `graphql`, and the local plugins'
 * gatsby-node files. Searching gatsby/lib and the tests as well took 0.6 s of
 * every build (gatsby/typegenQueryFiles.test.ts checks that no query lives elsewhere).
 */
export const TYPEGEN_QUERY_FILES = [
  './gatsby-node.ts',
  './gatsby/*.ts',
  './plugins/**/gatsby-node.ts',
];
