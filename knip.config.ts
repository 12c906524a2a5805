/**
 * knip: files, exports and dependencies nothing uses. `npm run knip` runs it twice: over
 * everything, tests included, and with --production, where only the entries marked `!`
 * count, so an export that only tests import shows up as unused. Its Jest, Playwright,
 * ESLint and Gatsby plugins find their own entries; this file names what they cannot see.
 */
import path from 'node:path';
import type { KnipConfig } from 'knip';
import { SHORTCODE_MODULE_PATHS } from './src/lib/mdx/shortcodes';

const config: KnipConfig = {
  entry: [
    // The Gatsby plugin would read these two as config files, which --production leaves out of
    // the graph (see `gatsby` below); as entries both runs follow their imports.
    'gatsby-{config,node}.ts!',
    'plugins/*/{gatsby-node,index}.js!',
    'src/slices/*.tsx!',
    // Webpack aliases of gatsby/onCreateWebpackConfig.ts put these in place of modules.
    'src/gatsby/browserStubs/*.ts!',
    'src/gatsby/{sliceSafeDevLoader,developShellPages}.ts!',
    // Loaded through a template import of each module src/lib/mdx/shortcodes.ts names.
    ...SHORTCODE_MODULE_PATHS.map((module) => `${path.posix.join('src/mdx', module)}.tsx!`),
    // The content editor and its stand-in for Gatsby's runtime, bundled by esbuild
    // (gatsby/lib/adminBundle.ts); the content check scripts/check-mdx.mjs bundles.
    'src/admin/{index,gatsbyStub}.tsx!',
    'gatsby/mdx/checkContentFiles.ts!',
    // The content renderer, which esbuild bundles for Node with its stand-in for Gatsby
    // (gatsby/mdx/contentHtml.ts).
    'src/mdx/static/{staticContent,gatsbyStandIn}.tsx!',
    // Command-line scripts: package.json, README, npm test and the bench run them
    // (--production reads no package.json script, so those are named too).
    'scripts/{bench,benchSearch,check-mdx,cms,complete-lockfile,write-api-data}.mjs!',
    'scripts/{driver-data,i18n,lighthouse,lintZh,nginxAddresses,nginxCheck,nginxHeaders}.mjs!',
    'scripts/{firstLoad,quickPrepare,serve,shellcheck,social-image,test-all,validateHtml}.mjs!',
    'scripts/{facts/cli,architecture/mutations}.mjs!',
    // size-limit's configuration (npm run size).
    '.size-limit.mjs!',
    // Pages and shared texts, which gatsby-source-filesystem reads.
    'content/**/*.mdx',
    // node --test suites, which npm test runs by folder.
    'tests/{architecture,build,develop,script}/**/*.test.mjs',
    // Jest's moduleNameMapper puts these in place of the JSON files the build writes.
    'tests/utils/generated/*.ts',
  ],
  project: [
    '*.{ts,tsx,mjs,cjs}!',
    '{src,gatsby,plugins,scripts}/**/*.{ts,tsx,mjs,cjs,js}!',
    'content/**/*.mdx',
    'tests/**/*.{ts,tsx,mjs,cjs,js}',
    // Planted trees that tests read as files.
    '!tests/fixtures/**',
  ],
  // As the plugins' own files, --production would leave these out of the graph; they are
  // entries above instead.
  gatsby: { config: [] },
  'size-limit': { entry: [] },
  paths: {
    // A webpack alias of gatsby/onCreateWebpackConfig.ts.
    'photoswipe-stylesheet.css': ['node_modules/photoswipe/dist/photoswipe.css'],
  },
  // An export its own module also uses is not dead code; one that nothing uses is.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Named only as strings in gatsby-config.ts's plugins.
    'gatsby-plugin-emotion',
    'gatsby-transformer-sharp',
    // A module name of Gatsby's development webpack config (src/gatsby/sliceSafeDevLoader.ts).
    'gatsby-dev-loader',
    // Imported by a child Node process the test starts (gatsby/lib/openapi.test.ts): ESM only.
    '@seriousme/openapi-schema-validator',
    // Started from its file in node_modules (scripts/decapServer.mjs).
    'decap-server',
    // Resolved through decap-cms-app on purpose, the core the editor's bundle runs
    // (tests/utils/decapConfigValidator.ts).
    'decap-cms-core',
  ],
  // Debian packages the tests run (README: `npm test` needs them).
  ignoreBinaries: ['shellcheck', 'java', 'openssl'],
  // For now only: a second name for content that uses the original site's names (VPCard,
  // Fullscreen). Both files are being rewritten with the content path (issue 45); a JSDoc
  // `@alias` on the second export says the same in the file, and then these two lines go.
  ignoreIssues: {
    'src/mdx/FullscreenFrame.tsx': ['duplicates'],
    'src/mdx/LinkCard.tsx': ['duplicates'],
  },
};

export default config;
