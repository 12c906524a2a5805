/**
 * What onCreateWebpackConfig hands Gatsby at each stage, through fakes of
 * Gatsby's actions. Each stand-in must point at a file that exists and replace
 * a package that is really installed, so a dropped or misspelt alias fails here
 * instead of only growing the first download.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  BROWSER_ONLY_PACKAGES,
  DEVELOP_SHELL_PAGES,
  GATSBY_PAGE_COMPONENTS_REQUEST,
  REMARK_IMAGES_BROWSER,
  STORE_AFTER_IDLE_MS,
  onCreateWebpackConfig,
} from './onCreateWebpackConfig';
import { ROOT } from './paths';
import { SHORTCODE_MODULE_PATHS } from '../src/lib/mdx/shortcodes';

type Config = {
  cache?: Record<string, unknown>;
  output?: Record<string, unknown>;
  resolve?: { alias?: Record<string, unknown> };
  plugins?: unknown[];
  module?: { rules?: unknown[] };
  devtool?: unknown;
  optimization?: {
    splitChunks?: { cacheGroups?: Record<string, { chunks?: unknown }> };
    minimizer?: unknown[];
  };
};

/** Runs the hook for one stage; returns the aliases set and the configuration replaced. */
function runStage(stage: string) {
  const aliases: Record<string, unknown> = {};
  const added: unknown[] = [];
  let replaced: Config | null = null;
  const config: Config = {
    cache: { type: 'filesystem', name: stage },
    output: { filename: '[name]-[contenthash].js' },
    resolve: { alias: { existing: 'kept' } },
    plugins: [],
    module: { rules: [{ oneOf: [{ test: /\.css$/ }] }] },
    optimization: {
      splitChunks: { cacheGroups: { commons: { chunks: 'all' } } },
      minimizer: [],
    },
  };
  (onCreateWebpackConfig as (args: unknown) => void)({
    stage,
    actions: {
      setWebpackConfig: (part: Config) => {
        Object.assign(aliases, part.resolve?.alias);
        added.push(...(part.plugins ?? []));
      },
      replaceWebpackConfig: (next: Config) => {
        replaced = next;
      },
    },
    getConfig: () => config,
    plugins: {
      minifyJs: () => 'terser',
      normalModuleReplacement: (test: RegExp, replace: unknown) => ({ test, replace }),
      contextReplacement: (test: RegExp, folder: string, map: Record<string, string>) => ({
        test,
        folder,
        map,
      }),
    },
  });
  return { aliases, added, replaced: replaced as Config | null };
}

const installed = (name: string) =>
  fs.existsSync(path.join(ROOT, 'node_modules', name.replace(/\$$/, ''), 'package.json'));

describe('onCreateWebpackConfig, stage by stage', () => {
  it.each(['develop', 'develop-html', 'build-html', 'build-javascript'])(
    '%s: the shortcode chunks are exactly the listed modules',
    (stage) => {
      const { added } = runStage(stage);
      const context = added.find(
        (plugin): plugin is { map: Record<string, string> } =>
          typeof plugin === 'object' && plugin !== null && 'map' in plugin,
      );
      expect(Object.keys(context?.map ?? {}).sort()).toEqual(
        SHORTCODE_MODULE_PATHS.map((module) => `./${module}`).sort(),
      );
      const exists = (file: string) =>
        ['.tsx', '.ts'].some((extension) =>
          fs.existsSync(path.join(ROOT, 'src', 'mdx', `${file}${extension}`)),
        );
      for (const file of Object.values(context?.map ?? {}))
        expect([file, exists(file)]).toEqual([file, true]);
    },
  );

  it('build-html: browser-only packages are left out of the server render', () => {
    const { aliases } = runStage('build-html');
    for (const name of BROWSER_ONLY_PACKAGES) expect([name, aliases[name]]).toEqual([name, false]);
  });

  it('build-javascript: short chunk names, commons of page components, stand-ins that exist', () => {
    const { replaced } = runStage('build-javascript');
    expect(replaced?.output?.chunkFilename).toBe('[contenthash:8].js');
    expect(replaced?.devtool).toBe(false);
    const commons = replaced?.optimization?.splitChunks?.cacheGroups?.commons?.chunks as (chunk: {
      name: string;
    }) => boolean;
    expect(commons({ name: 'component---src-templates-doc-tsx' })).toBe(true);
    expect(commons({ name: 'shortcode-tabs' })).toBe(false);
    const alias = replaced?.resolve?.alias ?? {};
    expect(alias.existing).toBe('kept');
    for (const name of ['@builder.io/partytown/integration$', 'hoist-non-react-statics$']) {
      const standIn = alias[name];
      expect([
        name,
        installed(name),
        typeof standIn === 'string' && fs.existsSync(standIn),
      ]).toEqual([name, true, true]);
    }
    expect(replaced?.plugins).toContainEqual(
      expect.objectContaining({ test: REMARK_IMAGES_BROWSER }),
    );
  });

  it('develop: the raw stylesheet rule is added and nothing of the production bundle', () => {
    const { replaced } = runStage('develop');
    expect(replaced?.module?.rules?.[0]).toEqual({
      oneOf: [expect.objectContaining({ resourceQuery: /raw/ }), { test: /\.css$/ }],
    });
    expect(replaced?.output?.chunkFilename).toBeUndefined();
  });

  const replacesPageComponents = (added: unknown[]) =>
    added.some((plugin) => (plugin as { test?: unknown }).test === GATSBY_PAGE_COMPONENTS_REQUEST);

  it("develop-html: the shell's render gets an empty map of page components, not every template", async () => {
    const { added } = runStage('develop-html');
    expect(added).toContainEqual({
      test: GATSBY_PAGE_COMPONENTS_REQUEST,
      replace: DEVELOP_SHELL_PAGES,
    });
    expect(GATSBY_PAGE_COMPONENTS_REQUEST.test('$virtual/async-requires')).toBe(true);
    const stand = (await import(DEVELOP_SHELL_PAGES)) as { default: { components: object } };
    expect(stand.default.components).toEqual({});
    // Gatsby's shell entry imports the map by that name and reads it only in getPageChunk, which
    // serves the experimental server render: were that to change, the stand-in would break pages.
    const entry = fs.readFileSync(
      path.join(ROOT, 'node_modules', 'gatsby', 'cache-dir', 'develop-static-entry.js'),
      'utf8',
    );
    expect(entry.split('\n').filter((line) => line.includes('asyncRequires'))).toEqual([
      'import asyncRequires from "$virtual/async-requires"',
      '  return asyncRequires.components[componentChunkName]()',
    ]);
    expect(entry).toMatch(
      /export function getPageChunk\(\{ componentChunkName \}\) \{\n {2}return asyncRequires/,
    );
    // Gatsby's development server also asks that bundle for a page component when a template
    // renders per request (getServerData) or configures its page mode (config): none may.
    for (const template of fs.readdirSync(path.join(ROOT, 'src', 'templates')))
      expect([
        template,
        /export\s+(async\s+)?(const|function)\s+(getServerData|config)\b/.test(
          fs.readFileSync(path.join(ROOT, 'src', 'templates', template), 'utf8'),
        ),
      ]).toEqual([template, false]);
  });

  it.each(['develop', 'build-html', 'build-javascript'])(
    '%s: the map of page components is left as Gatsby writes it',
    (stage) => {
      expect(replacesPageComponents(runStage(stage).added)).toBe(false);
    },
  );

  it("develop-html under Gatsby's experimental server render keeps the map it renders pages from", () => {
    process.env.GATSBY_EXPERIMENTAL_DEV_SSR = 'true';
    try {
      expect(replacesPageComponents(runStage('develop-html').added)).toBe(false);
    } finally {
      delete process.env.GATSBY_EXPERIMENTAL_DEV_SSR;
    }
  });

  it.each(['develop', 'develop-html'])(
    '%s: webpack stores its cache a second after falling idle, not a minute',
    (stage) => {
      expect(runStage(stage).replaced?.cache).toEqual({
        type: 'filesystem',
        name: stage,
        idleTimeout: STORE_AFTER_IDLE_MS,
        idleTimeoutForInitialStore: STORE_AFTER_IDLE_MS,
      });
    },
  );

  it.each(['build-html', 'build-javascript'])(
    '%s: the store timing is left to webpack',
    (stage) => {
      expect(runStage(stage).replaced?.cache).toEqual({ type: 'filesystem', name: stage });
    },
  );
});
