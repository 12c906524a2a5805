import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { ROOT } from './paths';
import { SHORTCODE_MODULE_PATHS } from '../src/lib/mdx/shortcodes';

/**
 * Production source maps double the size of webpack's caches, add about half a
 * gigabyte to a rebuild's memory and seconds to its time, and no visitor uses
 * them. `SOURCE_MAPS=1 npm run build` brings them back for debugging and bundle
 * analysis, in a cache of their own so the two kinds never mix.
 */
const SOURCE_MAPS = process.env.SOURCE_MAPS === '1';

/**
 * `REAL_LIBRARIES=1 npm run build` builds with the real versions of the stubbed
 * modules, so the bench can show what the stand-ins still save.
 */
const STAND_INS = process.env.REAL_LIBRARIES !== '1';

interface RuleSet {
  test?: unknown;
  oneOf?: RuleSet[];
}

/**
 * `import text from 'x.css?raw'` gives the stylesheet as a string. Gatsby puts
 * every imported stylesheet into the one CSS file inlined in every page; a
 * stylesheet only a lazily loaded part needs (DocSearch's) comes as text in that
 * part's chunk instead. The rule goes first in Gatsby's CSS `oneOf`.
 */
export function addRawCssRule(config: { module?: { rules?: RuleSet[] } }): void {
  const cssRules = config.module?.rules?.find((rule) =>
    rule.oneOf?.some((entry) => String(entry.test) === String(/\.css$/)),
  );
  cssRules?.oneOf?.unshift({
    test: /\.css$/,
    resourceQuery: /raw/,
    type: 'asset/source',
  } as RuleSet);
}

const SHORTCODE_FOLDER = path.join(ROOT, 'src', 'mdx');

/**
 * The shortcode modules load through one template import (`./${path}`) in
 * src/mdx/siteShortcodes.ts. Left alone, webpack would make a chunk of every
 * file under src/mdx; this map gives it exactly the modules src/lib/mdx/shortcodes.ts
 * names, keyed as the template spells them.
 */
export const shortcodeContextMap = (): Record<string, string> =>
  Object.fromEntries(SHORTCODE_MODULE_PATHS.map((module) => [`./${module}`, `./${module}`]));

/** The plugin tests folders with `test`; only src/mdx itself is meant, not a folder below it. */
const IS_SHORTCODE_FOLDER = { test: (folder: string) => folder === SHORTCODE_FOLDER };

/**
 * Libraries the pages use only in the browser, after a click or once a part
 * is on screen, always through `import()` (a unit test holds the source to
 * that). The server render never runs them, yet webpack compiled all of them
 * (about 4.5 MB: video players, charts, search, image viewer, comments) into
 * the renderer on every build; in the server stages they resolve to nothing.
 */
export const BROWSER_ONLY_PACKAGES = [
  'hls.js',
  'dashjs',
  'mpegts.js',
  'artplayer',
  '@docsearch/react',
  'photoswipe',
  'flowchart.js',
  'chart.js',
  '@giscus/react',
] as const;

/** Webpack's `false` alias: the package and its subpaths become an empty module. */
export const leaveOutOfServerRender = (): Record<string, false> =>
  Object.fromEntries(BROWSER_ONLY_PACKAGES.map((name) => [name, false]));

interface SplitChunksConfig {
  optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> } | false };
}

/** A page component's chunk (a template) or a slice's, by the names Gatsby gives them. */
export const isPageComponentChunk = (chunk: { name?: string | null }): boolean =>
  /^(component|slice)---/.test(chunk.name ?? '');

const cacheGroupsOf = (config: SplitChunksConfig) => {
  const splitChunks = config.optimization?.splitChunks;
  return splitChunks ? splitChunks.cacheGroups : undefined;
};

type ChunkTest = (chunk: { name?: string | null }) => boolean;

/** Gives one of Gatsby's cache groups its own `chunks` test; nothing when there is no such group. */
function narrowCacheGroup(config: SplitChunksConfig, name: string, chunks: ChunkTest): void {
  const groups = cacheGroupsOf(config);
  const group = groups?.[name] as Record<string, unknown> | undefined;
  if (groups && group) groups[name] = { ...group, chunks };
}

/**
 * Gatsby's `commons` chunk takes the modules that every page component uses,
 * counting chunks against the number of components. With one template per kind
 * of page there are only a handful, so code shared by that many shortcode
 * chunks (the sign-in tools' strings) qualified and reached every page. Only
 * page components' chunks count now; shortcodes share code through Gatsby's
 * `shared` group, among themselves.
 */
export const commonsOfPageComponentsOnly = (config: SplitChunksConfig): void =>
  narrowCacheGroup(config, 'commons', isPageComponentChunk);

/**
 * Gatsby's `shared` group moves the modules two chunks share into a chunk of
 * their own once they pass 20 KB. A page loads one template, so code two
 * templates share (the content holder and its behaviours, breadcrumbs, form
 * styles) became a third chunk of every doc page's first load, beside its
 * template's: a request more and the gzip lost to the split. Each template
 * keeps its own copy; on-demand chunks still share among themselves.
 */
export const templatesKeepTheirCode = (config: SplitChunksConfig): void =>
  narrowCacheGroup(config, 'shared', (chunk) => !/^component---/.test(chunk.name ?? ''));

/**
 * Small modules that several of every page's first-load chunks use: the
 * layout's, the sidebar slice's, the content holder's and the notice popup's.
 * Below Gatsby's 20 KB threshold for a shared chunk, webpack copies such a
 * module into each chunk (the icon set was in three of a doc page's), so they
 * go to one chunk of their own instead. Only modules every kind of page loads
 * belong here; anything else would reach pages that do not use it.
 */
export const SITE_WIDE_MODULES = [
  'src/components/Icon.tsx',
  'src/components/pageLinkBehaviour.ts',
  'src/hooks/useInertOutside.ts',
  'src/lib/imageViewerMark.ts',
  'src/lib/inertOutside.ts',
  'src/lib/linkClicks.ts',
  'src/lib/prefetchOnView.ts',
  'src/lib/serverMarkup.ts',
  'src/styles/markdownStyles.ts',
] as const;

export function siteWideChunk(config: SplitChunksConfig, root: string): void {
  const groups = cacheGroupsOf(config);
  if (!groups) return;
  const files = new Set(SITE_WIDE_MODULES.map((file) => path.join(root, file)));
  groups.siteWide = {
    name: 'site-wide',
    test: (module: { resource?: string }) => files.has(module.resource ?? ''),
    chunks: 'async',
    // Above Gatsby's commons (20) and shared (10), below the framework (40).
    priority: 30,
    enforce: true,
  };
}

/**
 * Terser keeps licence comments (`@license`, `/*!`) inside the chunk they
 * belong to instead of extracting them into a `*.LICENSE.txt` next to it: the
 * notice travels with the code, and public/ holds only files pages request.
 * Gatsby's minimizer is replaced by the same one with that option.
 */
export function keepLicenceComments(
  minimizers: unknown[],
  minifyJs: (options: { extractComments: false }) => unknown,
): unknown[] {
  return minimizers.map((minimizer) =>
    (minimizer as object | null)?.constructor?.name === 'TerserPlugin'
      ? minifyJs({ extractComments: false })
      : minimizer,
  );
}

const stub = (name: string) => path.join(ROOT, 'src', 'gatsby', 'browserStubs', `${name}.ts`);
const REMARK_IMAGES_STAND_IN = stub('remarkImagesBrowser');
/** Gatsby's plugin list requires it by absolute path; the stand-in by package name. */
export const REMARK_IMAGES_BROWSER = /gatsby-remark-images[\\/]gatsby-browser(\.js)?$/;

/** The part of webpack's module request a replacement reads and changes. */
interface ModuleRequest {
  request: string;
  contextInfo?: { issuer?: string };
}

/**
 * Sends every request for gatsby-remark-images' browser code to the stand-in,
 * except the stand-in's own: an alias would send that one back to the
 * stand-in too, and the page would load itself forever.
 */
export function sendRemarkImagesToStandIn(standIn: string): (resolveData: ModuleRequest) => void {
  return (resolveData) => {
    if (resolveData.contextInfo?.issuer === standIn) return;
    resolveData.request = standIn;
  };
}

/**
 * webpack stores its cache of the development bundle only after the compiler
 * has been idle for a while: 5 s after the first build, 60 s after a change.
 * Gatsby never closes the compiler, so a server stopped before that loses what
 * was not stored: stopped within seconds of its first build, the next start
 * bundles everything again (17-23 s here instead of 9-10); stopped within a
 * minute of an edit, it recompiles what the edit touched. Storing one second
 * after the compiler falls idle keeps both; the store writes only the packs
 * that changed.
 */
export const STORE_AFTER_IDLE_MS = 1000;

export function storeCacheSoon(config: { cache?: unknown }): void {
  if (!config.cache || typeof config.cache !== 'object') return;
  config.cache = {
    ...config.cache,
    idleTimeout: STORE_AFTER_IDLE_MS,
    idleTimeoutForInitialStore: STORE_AFTER_IDLE_MS,
  };
}

/**
 * `gatsby develop` only: the page loader Gatsby's app imports as `./dev-loader`
 * is replaced by src/gatsby/sliceSafeDevLoader.ts, which extends it under the
 * name `gatsby-dev-loader` (why is said there).
 */
export const GATSBY_DEV_LOADER_REQUEST = /^\.\/dev-loader$/;
const GATSBY_DEV_LOADER = { 'gatsby-dev-loader$': path.join(ROOT, '.cache', 'dev-loader.js') };
const SLICE_SAFE_DEV_LOADER = path.join(ROOT, 'src', 'gatsby', 'sliceSafeDevLoader.ts');

/**
 * `gatsby develop` renders on the server only the shell every page starts from (html.js and
 * onRenderBody), before it bundles anything for the browser. Gatsby's entry for that render also
 * imports the map of page components, used only by its experimental development server render
 * (`GATSBY_EXPERIMENTAL_DEV_SSR`) and for templates that render per request or configure their
 * page mode, which this site has none of. So every template and shortcode was bundled for a shell
 * that shows none of them: src/gatsby/developShellPages.ts stands in for the map there.
 */
export const GATSBY_PAGE_COMPONENTS_REQUEST = /^\$virtual\/async-requires$/;
export const DEVELOP_SHELL_PAGES = path.join(ROOT, 'src', 'gatsby', 'developShellPages.ts');

/**
 * Changes that keep every page's first download small:
 *
 * - Chunk files are named by a short content hash alone. Gatsby's
 *   `[name]-[contenthash].js` makes webpack put a map from every chunk id to its
 *   long name (one per page) in the runtime every page loads; Gatsby finds
 *   chunks through its own chunk mapping, so the names are not needed, and
 *   eight hex digits tell a few hundred files apart. Gatsby drops `output` from
 *   setWebpackConfig, hence the replace.
 * - In the browser bundle only, two modules that never run on this site are
 *   replaced by small stand-ins (src/gatsby/browserStubs): Partytown's snippet
 *   builder, and `hoist-non-react-statics` with `react-is`; and
 *   gatsby-remark-images' picture fade is loaded only on pages with its pictures.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  getConfig,
  plugins,
}) => {
  // Webpack checks a package's `exports` with the query attached, so
  // `photoswipe/dist/photoswipe.css?raw` is refused; a plain alias is not.
  actions.setWebpackConfig({
    resolve: {
      alias: {
        'photoswipe-stylesheet.css$': path.join(
          ROOT,
          'node_modules/photoswipe/dist/photoswipe.css',
        ),
      },
    },
    plugins: [
      plugins.contextReplacement(IS_SHORTCODE_FOLDER, SHORTCODE_FOLDER, shortcodeContextMap()),
    ],
  });
  if (stage === 'develop-html' || stage === 'build-html') {
    actions.setWebpackConfig({
      resolve: { alias: leaveOutOfServerRender() },
    });
  }
  if (stage === 'develop') {
    actions.setWebpackConfig({
      resolve: { alias: GATSBY_DEV_LOADER },
      plugins: [plugins.normalModuleReplacement(GATSBY_DEV_LOADER_REQUEST, SLICE_SAFE_DEV_LOADER)],
    });
  }
  if (stage === 'develop-html' && !process.env.GATSBY_EXPERIMENTAL_DEV_SSR) {
    actions.setWebpackConfig({
      plugins: [
        plugins.normalModuleReplacement(GATSBY_PAGE_COMPONENTS_REQUEST, DEVELOP_SHELL_PAGES),
      ],
    });
  }
  const config = getConfig();
  addRawCssRule(config);
  if (stage === 'develop' || stage === 'develop-html') storeCacheSoon(config);
  else if (SOURCE_MAPS) config.cache = { ...config.cache, version: 'source-maps' };
  else config.devtool = false;
  if (stage === 'build-javascript') {
    config.output = { ...config.output, chunkFilename: '[contenthash:8].js' };
    commonsOfPageComponentsOnly(config);
    templatesKeepTheirCode(config);
    siteWideChunk(config, ROOT);
    if (config.optimization?.minimizer)
      config.optimization.minimizer = keepLicenceComments(
        config.optimization.minimizer,
        (options) => plugins.minifyJs(options),
      );
    if (STAND_INS) {
      config.resolve = {
        ...config.resolve,
        alias: {
          ...config.resolve?.alias,
          '@builder.io/partytown/integration$': stub('partytownIntegration'),
          'hoist-non-react-statics$': stub('hoistNonReactStatics'),
        },
      };
      config.plugins = [
        ...(config.plugins ?? []),
        plugins.normalModuleReplacement(
          REMARK_IMAGES_BROWSER,
          sendRemarkImagesToStandIn(REMARK_IMAGES_STAND_IN),
        ),
      ];
    }
  }
  actions.replaceWebpackConfig(config);
};
