/** Unit tests (node) and component tests (jsdom): src/ is tested from tests/src/, gatsby/ and scripts/ beside their code. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: {
    '^.+\\.(tsx?|m?jsx?)$': swc,
    '^.+\\.ya?ml$': '<rootDir>/tests/utils/yamlTransform.cjs',
  },
  moduleNameMapper: {
    // The build writes the parsed site data at start; tests compute it with the same code.
    '^(?:.*/)?(siteData|noticeRules|noticeContent)\\.generated\\.json$':
      '<rootDir>/tests/utils/generated/$1.ts',
    '^gatsby$': '<rootDir>/tests/mocks/gatsby.tsx',
    // The editor's bundle gets the shared texts as a module (gatsby/lib/adminBundle.ts); tests read them.
    '^virtual:shared-texts$': '<rootDir>/tests/utils/sharedTexts.ts',
    // The build's renderer gets every shortcode module as one (gatsby/mdx/contentHtml.ts).
    '^virtual:shortcode-modules$': '<rootDir>/tests/utils/shortcodeModules.ts',
    // Published for `import` only; the MDX compiler's tests load them through babel.
    '^(estree-walker|periscopic|is-reference)$': '<rootDir>/node_modules/$1/src/index.js',
    // Stylesheets imported as text (a webpack rule in the build) are empty text here.
    '\\.css\\?raw$': '<rootDir>/tests/mocks/rawCss.ts',
    '^gatsby-plugin-image$': '<rootDir>/tests/mocks/gatsbyPluginImage.tsx',
  },
  // ESM-only packages of the heading pass, the markdown parser content tests use, the MDX
  // parser the description tests use and the MDX compiler are compiled like our own code.
  transformIgnorePatterns: [
    `/node_modules/(?!(${[
      'github-slugger',
      'mdast-util-.*',
      'unist-util-.*',
      'micromark.*',
      'decode-named-character-reference',
      'character-entities.*',
      'character-reference-invalid',
      'parse-entities',
      'stringify-entities',
      'is-(alphabetical|alphanumerical|decimal|hexadecimal)',
      'estree-util-.*',
      'vfile-message',
      'ccount',
      'escape-string-regexp',
      'markdown-table',
      // The MDX compiler the content-tree tests run.
      '@mdx-js',
      'unified',
      'bail',
      'is-plain-obj',
      'trough',
      'vfile.*',
      'remark-.*',
      'rehype-.*',
      'hast-util-.*',
      'property-information',
      'space-separated-tokens',
      'comma-separated-tokens',
      'zwitch',
      'html-void-elements',
      'longest-streak',
      'trim-lines',
      'periscopic',
      'is-reference',
      'estree-walker',
      'astring',
      'markdown-extensions',
      'web-namespaces',
      'hastscript',
      'refractor',
      'gemoji',
    ].join('|')})/)`,
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json', 'yaml'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '/public/',
    '/.cache/',
    '/tests/e2e/',
    '/tests/build/',
    '/tests/develop/',
    '/tests/script/',
    // A node --test suite: dependency-cruiser is published for `import` only.
    '/tests/architecture/layers\\.test\\.mjs$',
    '/.tmp-snap/',
  ],
};

export default {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{src,gatsby,scripts,tests}/**/*.test.{ts,mjs}'],
      // The search quality set needs a built index: it is the `search` project's.
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '/tests/search/'],
    },
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/src/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/utils/setupDom.ts'],
    },
    {
      // Reads the index in public/search: run after a build (`npm run test:search`).
      ...shared,
      displayName: 'search',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/search/*.test.ts'],
      testPathIgnorePatterns: shared.testPathIgnorePatterns.filter(
        (pattern) => pattern !== '/public/',
      ),
    },
  ],
};
