/**
 * What the wiring experiment (mutations.mjs) removes, one at a time: the text
 * to find (exactly once) in a file and what replaces it. Keep an entry for
 * every patch of Gatsby's runtime, every step that rewrites the built HTML,
 * every post-build writer and every library stand-in.
 */
const ON_CLIENT_ENTRY = 'src/gatsby/onClientEntry.ts';
const FINISH_HTML = 'gatsby/lib/finishHtml.ts';
const WEBPACK = 'gatsby/onCreateWebpackConfig.ts';
const POST_BUILD = 'gatsby/onPostBuild.ts';

export const MUTATIONS = [
  // Gatsby's runtime, patched in one place.
  {
    name: 'runtime: the locale not-found answer',
    file: ON_CLIENT_ENTRY,
    find: 'loader: [answeringWithLocaleNotFound]',
    replace: 'loader: []',
  },
  {
    name: 'runtime: canonical navigation',
    file: ON_CLIENT_ENTRY,
    find: 'navigate: [canonicalising(window.location), announcingStart(window.location, navigationStarts)]',
    replace: 'navigate: [announcingStart(window.location, navigationStarts)]',
  },
  {
    name: 'runtime: navigation start announced',
    file: ON_CLIENT_ENTRY,
    find: 'navigate: [canonicalising(window.location), announcingStart(window.location, navigationStarts)]',
    replace: 'navigate: [canonicalising(window.location)]',
  },
  {
    name: 'runtime: navigation patches in the other order',
    file: ON_CLIENT_ENTRY,
    find: 'navigate: [canonicalising(window.location), announcingStart(window.location, navigationStarts)]',
    replace:
      'navigate: [announcingStart(window.location, navigationStarts), canonicalising(window.location)]',
  },
  {
    name: 'runtime: unreadable hashes repaired',
    file: ON_CLIENT_ENTRY,
    find: '  keepHashReadable(window);\n',
    replace: '',
  },
  {
    name: 'runtime: chunk failures watched',
    file: ON_CLIENT_ENTRY,
    find: '  watchChunkFailures();\n',
    replace: '',
  },
  {
    name: 'runtime: shape check reported',
    file: ON_CLIENT_ENTRY,
    find: 'if (problems.length > 0)',
    replace: 'if (problems.length > 99)',
  },
  // The built HTML, rewritten after Gatsby writes it.
  {
    name: 'HTML: stray NUL bytes removed',
    file: FINISH_HTML,
    find: 'const repaired = withoutNulBytes(html);',
    replace: 'const repaired = null as Buffer | null;',
  },
  {
    name: 'HTML: Emotion styles moved into <head>',
    file: FINISH_HTML,
    find: 'run: hoistEmotionStyles,',
    replace: 'run: () => null,',
  },
  {
    name: 'HTML: entry scripts started after paint',
    file: FINISH_HTML,
    find: 'run: startScriptsAfterPaint,',
    replace: 'run: () => null,',
  },
  {
    name: 'HTML: locale not-found page named /404.html',
    file: FINISH_HTML,
    find: 'run: notFoundPagePathAsDefault,',
    replace: 'run: () => null,',
  },
  {
    name: 'HTML: a step that finds nothing stops the build',
    file: FINISH_HTML,
    find: 'if (problem) throw new FinishHtmlError(step.name, file, problem);',
    replace: '',
  },
  // Library stand-ins in the browser bundle.
  {
    name: 'stand-in: Partytown integration',
    file: WEBPACK,
    find: "'@builder.io/partytown/integration$': stub('partytownIntegration'),",
    replace: '',
  },
  {
    name: 'stand-in: hoist-non-react-statics',
    file: WEBPACK,
    find: "'hoist-non-react-statics$': stub('hoistNonReactStatics'),",
    replace: '',
  },
  {
    name: 'stand-in: gatsby-remark-images browser code',
    file: WEBPACK,
    find: 'plugins.normalModuleReplacement(\n          REMARK_IMAGES_BROWSER,',
    replace: 'plugins.normalModuleReplacement(\n          /^never-matches$/,',
  },
  {
    name: 'webpack: browser-only packages left out of the server render',
    file: WEBPACK,
    find: 'resolve: { alias: leaveOutOfServerRender() },',
    replace: 'resolve: { alias: {} },',
  },
  {
    name: 'webpack: shortcode chunks narrowed to the list',
    file: WEBPACK,
    find: 'plugins.contextReplacement(IS_SHORTCODE_FOLDER, SHORTCODE_FOLDER, shortcodeContextMap()),',
    replace: '',
  },
  {
    name: 'webpack: short chunk names',
    file: WEBPACK,
    find: "config.output = { ...config.output, chunkFilename: '[contenthash:8].js' };",
    replace: '',
  },
  {
    name: 'webpack: commons of page components only',
    file: WEBPACK,
    find: '    commonsOfPageComponentsOnly(config);\n',
    replace: '',
  },
  // Post-build writers.
  {
    name: 'post-build: HTML finished',
    file: POST_BUILD,
    find: 'finished = finishHtmlFiles(publicDir, html.written);',
    replace: 'finished = 0;',
  },
  {
    name: 'post-build: trailing-slash copies',
    file: POST_BUILD,
    find: '      fs.copyFileSync(source, target);\n',
    replace: '',
  },
  {
    name: 'post-build: redirect pages',
    file: POST_BUILD,
    find: '    fs.writeFileSync(file, redirectHtml(to, siteUrl));\n',
    replace: '',
  },
  {
    name: 'post-build: search index',
    file: POST_BUILD,
    find: '  const search = writeSearchIndex(',
    replace:
      '  const search = ((..._: unknown[]) => ({ written: [] as string[], reports: [], reused: [] }))(',
  },
  {
    name: 'post-build: stale copies removed',
    file: POST_BUILD,
    find: '  const stale = removeStale(publicDir, previous, written);',
    replace: '  const stale = 0;',
  },
  {
    name: 'post-build: build record',
    file: POST_BUILD,
    find: '  fs.writeFileSync(MANIFEST, JSON.stringify([...written].sort()));\n',
    replace: '',
  },
  {
    name: 'post-build: sitemap',
    file: POST_BUILD,
    find: "path.join(publicDir, 'sitemap.xml'),",
    replace: "path.join(publicDir, 'sitemap.txt'),",
  },
  {
    name: 'post-build: robots.txt',
    file: POST_BUILD,
    find: "path.join(publicDir, 'robots.txt'),",
    replace: "path.join(publicDir, 'robots.tmp'),",
  },
  {
    name: 'post-build: page list',
    file: POST_BUILD,
    find: 'path.join(publicDir, PAGE_LIST_URL),',
    replace: "path.join(publicDir, 'page-list.tmp'),",
  },
  {
    name: 'post-build: openapi.json',
    file: POST_BUILD,
    find: 'const operations = writeOpenApi(publicDir, siteUrl);',
    replace: 'const operations = 0;',
  },
  {
    name: 'post-build: content editor',
    file: POST_BUILD,
    find: '  await writeAdmin(reporter);\n',
    replace: '',
  },
  {
    name: 'post-build: build-only files removed',
    file: POST_BUILD,
    find: 'const gone = cleanBuildOutput(publicDir, BUILD_STATS_FILE);',
    replace: 'const gone: string[] = [];',
  },
  {
    name: 'post-build: _redirects',
    file: POST_BUILD,
    find: "fs.writeFileSync(path.join(publicDir, '_redirects'), netlifyRedirectsText(files));",
    replace: '',
  },
  {
    name: 'post-build: _headers',
    file: POST_BUILD,
    find: "path.join(publicDir, '_headers'),",
    replace: "path.join(publicDir, '_headers.tmp'),",
  },
  {
    name: 'post-build: page script policies',
    file: POST_BUILD,
    find: '  const scripts = applyPageScriptPolicies(\n    publicDir,',
    replace: "  const scripts = applyPageScriptPolicies(\n    path.join(publicDir, 'nowhere'),",
  },
  {
    name: 'post-build: HTML snapshot',
    file: POST_BUILD,
    find: '  saveHtmlSnapshot(publicDir, HTML_SNAPSHOT);\n',
    replace: '',
  },
];
