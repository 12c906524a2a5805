import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { ROOT } from './paths';

/**
 * Production source maps double the size of webpack's caches, add about half a
 * gigabyte to a rebuild's memory and seconds to its time, and no visitor uses
 * them. `SOURCE_MAPS=1 npm run build` brings them back for debugging and bundle
 * analysis, in a cache of their own so the two kinds never mix.
 */
const SOURCE_MAPS = process.env.SOURCE_MAPS === '1';

/** The part of a webpack configuration the source-map setting touches. */
interface SourceMapFields {
  devtool?: string | false;
  cache?: object;
}

function applySourceMapSetting(config: SourceMapFields): void {
  if (SOURCE_MAPS) config.cache = { ...config.cache, version: 'source-maps' };
  else config.devtool = false;
}

/**
 * `REAL_LIBRARIES=1 npm run build` builds with the real i18next, react-i18next and
 * the three stubbed modules, so the bench can show what the stand-ins still save.
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

/**
 * `LAZY_DEVELOP=1 npm start` compiles a page's MDX only when a browser first
 * asks for that page, instead of all of them before the server answers.
 * Webpack's lazy compilation answers the browser from a small server of its
 * own on a free port. It stays opt-in: in our measurements an edit to a page
 * that is open did not always reach it (docs/performance.md).
 */
const LAZY_DEVELOP = process.env.LAZY_DEVELOP === '1';
const LAZY_PAGE_BUNDLING = {
  entries: false,
  imports: true,
  test: (module: { resource?: string }) => isContentModule(module.resource ?? ''),
  // The browser holds one request open per page it shows; Node's default 300 s request
  // timeout would close it, and webpack would then stop watching that page's file.
  backend: { server: { requestTimeout: 0 } },
};

/** A page component built from a content file (the template with `__contentFilePath`). */
export function isContentModule(resource: string): boolean {
  return resource.includes('__contentFilePath=');
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
 * Changes that keep every page's first download small:
 *
 * - `i18next` and `react-i18next` resolve to the site's own small versions in
 *   src/i18n (server and browser alike, so their HTML agrees). The libraries
 *   cost about 20 KB gzip on every page for features no string uses.
 * - Chunk files are named by a short content hash alone. Gatsby's
 *   `[name]-[contenthash].js` makes webpack put a map from every chunk id to its
 *   long name (one per page) in the runtime every page loads; Gatsby finds
 *   chunks through its own chunk mapping, so the names are not needed, and
 *   eight hex digits tell a few hundred files apart. Gatsby drops `output` from
 *   setWebpackConfig, hence the replace.
 * - In the browser bundle only, three modules that never run on this site are
 *   replaced by small stand-ins (src/gatsby/browserStubs): Partytown's snippet
 *   builder, `outdent`, and `hoist-non-react-statics` with `react-is`; and
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
          'node_modules',
          'photoswipe',
          'dist',
          'photoswipe.css',
        ),
      },
    },
  });
  if (STAND_INS) {
    actions.setWebpackConfig({
      resolve: {
        alias: {
          i18next$: path.join(ROOT, 'src', 'i18n', 'i18nextRuntime.ts'),
          'react-i18next$': path.join(ROOT, 'src', 'i18n', 'reactBindings.tsx'),
        },
      },
    });
  }
  if (stage === 'develop' || stage === 'develop-html') {
    const config = getConfig();
    addRawCssRule(config);
    if (stage === 'develop' && LAZY_DEVELOP)
      config.experiments = { ...config.experiments, lazyCompilation: LAZY_PAGE_BUNDLING };
    actions.replaceWebpackConfig(config);
  }
  if (stage === 'build-html') {
    const config = getConfig();
    addRawCssRule(config);
    applySourceMapSetting(config);
    actions.replaceWebpackConfig(config);
  }
  if (stage === 'build-javascript') {
    const config = getConfig();
    addRawCssRule(config);
    applySourceMapSetting(config);
    config.output = { ...config.output, chunkFilename: '[contenthash:8].js' };
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
          outdent$: stub('outdent'),
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
    actions.replaceWebpackConfig(config);
  }
};
