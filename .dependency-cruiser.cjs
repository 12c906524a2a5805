/**
 * The layering rule of docs/architecture.md ("Layers"), for dependency-cruiser
 * (`npm run lint:deps`). It is an allowlist: an import passes only when one of
 * the `allowed` rules below says that its importer may import its target;
 * anything else is refused. On top of that no import circle is allowed.
 *
 * - The browser's layers, lowest first: a module may import its own layer or a
 *   lower one, never a higher one.
 * - The build (gatsby/, plugins/, scripts/, gatsby-node.ts, gatsby-config.ts)
 *   may import itself and the foundation (layer 0), nothing else from src/.
 * - Nothing in src/ imports the build.
 * - Every file of src/ sits in a layer: a file in a folder no layer names
 *   matches no rule, so its imports, the imports of it and, when it has
 *   neither, the file itself are refused, and a new folder needs a decision.
 *
 * tests/architecture/layers.test.mjs plants each kind of refusal in
 * tests/fixtures/layers/ and checks that this file names it.
 */

/** Lowest first; each entry is a folder (or an entry file) relative to the project. */
const BROWSER_LAYERS = [
  ['src/config', 'src/lib', 'src/locales', 'src/styles', 'src/i18n'],
  ['src/hooks'],
  ['src/providers', 'src/components'],
  ['src/tools', 'src/search'],
  ['src/mdx'],
  ['src/layout', 'src/slices'],
  ['src/templates', 'src/admin', 'src/gatsby', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
];
const BUILD_SIDE = ['gatsby', 'plugins', 'scripts', 'gatsby-node.ts', 'gatsby-config.ts'];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One pattern for a list of places: the file itself, or anything under the folder. */
const placesPattern = (places) => `^(${places.map(escape).join('|')})($|/)`;

const layerRules = BROWSER_LAYERS.map((places, index) => ({
  comment: `Layer ${index} (${places.join(', ')}) imports its own layer and the ones below it.`,
  from: { path: placesPattern(places) },
  to: { path: placesPattern(BROWSER_LAYERS.slice(0, index + 1).flat()) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: each module in it waits on the others to load.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-in-a-layer',
      severity: 'error',
      comment:
        'A file of src/ in a folder no layer of docs/architecture.md names. Files that import ' +
        'or are imported are refused by the allowlist; this catches the ones that do neither.',
      from: { orphan: true, path: '^src/', pathNot: placesPattern(BROWSER_LAYERS.flat()) },
      to: {},
    },
    {
      name: 'shortcode-table-out-of-pages',
      severity: 'error',
      comment:
        'The shortcode table (src/lib/mdx/shortcodes.ts) and its props schemas are build and ' +
        'editor code: a page gets what it needs of them with its content (shortcodesOf), so no ' +
        'template, slice or page wrapper may reach them.',
      from: {
        path: placesPattern([
          'src/templates',
          'src/slices',
          'gatsby-browser.tsx',
          'gatsby-ssr.tsx',
        ]),
      },
      to: { path: '^src/lib/mdx/shortcodes\\.ts$', reachable: true },
    },
  ],
  allowedSeverity: 'error',
  allowed: [
    ...layerRules,
    {
      comment: 'The build imports itself and the foundation it shares with the browser.',
      from: { path: placesPattern(BUILD_SIDE) },
      to: { path: placesPattern([...BUILD_SIDE, ...BROWSER_LAYERS[0]]) },
    },
    {
      comment:
        'The build draws content with the site’s components, which esbuild bundles from ' +
        'src/mdx/static/staticContent.tsx (gatsby/mdx/contentHtml.ts): it imports its types.',
      from: { path: '^gatsby/mdx/contentHtml\\.ts$' },
      to: { path: '^src/mdx/static/staticContent\\.tsx$' },
    },
    {
      comment: 'Packages and Node built-ins: the layers concern the project’s own files.',
      from: {},
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'core'] },
    },
    {
      comment:
        'Names only webpack or esbuild resolve (gatsby-dev-loader, virtual:*, *.css?raw) and the ' +
        'files the build writes (src/config/*.generated.json) before it runs: the type checker ' +
        'and the bundlers hold these to existing targets.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // The same files as the type checker sees; declarations and tests are not modules of the site.
    exclude: { path: ['(^|/)node_modules/', '\\.d\\.m?ts$', '\\.(test|spec)\\.(ts|tsx|mjs)$'] },
    doNotFollow: { path: 'node_modules' },
    // `import type` counts: a type import up the layers ties the layers together all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
