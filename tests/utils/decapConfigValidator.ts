/**
 * Decap CMS's own configuration check (`validateConfig` of decap-cms-core
 * 3.6.3, the version inside decap-cms-app 3.6.4's prebuilt bundle), for
 * tests. Its source travels in the bundle's source map, so this reads the
 * schema module from there, the code the editor runs, and bundles it with
 * esbuild. The parts of Decap it imports that need a running CMS are
 * replaced: the registry by the schemas of the widgets decap-cms-app registers
 * (also from the source map), the format writers by empty objects.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const APP = path.join(process.cwd(), 'node_modules', 'decap-cms-app');
/** The installed decap-cms-core (pinned to the bundle's version by package.json's overrides). */
const INSTALLED_CORE = path.dirname(
  require.resolve('decap-cms-core/package.json', { paths: [APP] }),
);
const SOURCE_PREFIX = 'webpack://DecapCmsApp/../';
const CORE = 'decap-cms-core/dist/esm/';

interface SourceMap {
  sources: string[];
  sourcesContent: string[];
}

/** The bundled Decap packages' files, by path below the monorepo's packages folder. */
function decapSources(): Map<string, string> {
  const map = JSON.parse(
    fs.readFileSync(path.join(APP, 'dist', 'decap-cms-app.js.map'), 'utf8'),
  ) as SourceMap;
  const files = new Map<string, string>();
  map.sources.forEach((source, index) => {
    if (
      source.startsWith(SOURCE_PREFIX) &&
      /^decap-cms-[a-z-]+\/dist\/esm\//.test(source.slice(SOURCE_PREFIX.length))
    ) {
      files.set(source.slice(SOURCE_PREFIX.length), map.sourcesContent[index]!);
    }
  });
  return files;
}

/** Widgets without options of their own have no schema. */
const PLAIN_WIDGETS = ['string', 'text', 'boolean', 'hidden', 'color'];

function registryStub(files: Map<string, string>): string {
  const schemas = [...files.keys()]
    .map((file) => file.match(/^decap-cms-widget-([a-z]+)\/dist\/esm\/schema\.js$/))
    .filter((match): match is RegExpMatchArray => match !== null);
  const imports = schemas.map((match, index) => `import s${index} from 'decap:${match[0]}';`);
  const widgets = [
    ...schemas.map((match, index) => `{ name: ${JSON.stringify(match[1])}, schema: s${index} }`),
    ...PLAIN_WIDGETS.map((name) => `{ name: ${JSON.stringify(name)}, schema: {} }`),
  ];
  return `${imports.join('\n')}\nexport function getWidgets() { return [${widgets.join(', ')}]; }
export function getCustomFormatsExtensions() { return {}; }
export function getCustomFormatsFormatters() { return {}; }`;
}

/** Decap's i18n constants; the rest of lib/i18n needs the whole core. */
const I18N_STUB = `export const I18N_STRUCTURE = { MULTIPLE_FOLDERS: 'multiple_folders', MULTIPLE_FILES: 'multiple_files', SINGLE_FILE: 'single_file' };
export const I18N_FIELD = { TRANSLATE: 'translate', DUPLICATE: 'duplicate', NONE: 'none' };`;

const STUBS: Record<string, (files: Map<string, string>) => string> = {
  [`${CORE}lib/registry.js`]: registryStub,
  [`${CORE}lib/i18n.js`]: () => I18N_STUB,
  [`${CORE}formats/yaml.js`]: () => 'export default {};',
  [`${CORE}formats/toml.js`]: () => 'export default {};',
  [`${CORE}formats/json.js`]: () => 'export default {};',
  [`${CORE}formats/frontmatter.js`]: () =>
    'export const FrontmatterInfer = {}; export const frontmatterJSON = () => ({}); export const frontmatterTOML = () => ({}); export const frontmatterYAML = () => ({});',
};

function sourceMapFiles(files: Map<string, string>): Plugin {
  return {
    name: 'decap-source-map',
    setup(build) {
      build.onResolve({ filter: /^decap:/ }, (args) => ({
        path: args.path.slice('decap:'.length),
        namespace: 'decap',
      }));
      build.onResolve({ filter: /^\./, namespace: 'decap' }, (args) => {
        const resolved = path.posix.join(path.posix.dirname(args.importer), args.path);
        const file = resolved.endsWith('.js') ? resolved : `${resolved}.js`;
        return { path: file, namespace: 'decap' };
      });
      build.onLoad({ filter: /.*/, namespace: 'decap' }, (args) => {
        const stub = STUBS[args.path];
        const contents = stub ? stub(files) : files.get(args.path);
        if (contents === undefined) throw new Error(`${args.path} is not in Decap's source map`);
        // Packages Decap imports (ajv, lodash…) resolve as they would for the installed core.
        return { contents, loader: 'js', resolveDir: INSTALLED_CORE };
      });
    },
  };
}

let validate: ((config: unknown) => void) | null = null;

/** Rejects with Decap's own error (every problem, one per line) when the configuration is invalid. */
export async function validateDecapConfig(config: unknown): Promise<void> {
  if (!validate) {
    const files = decapSources();
    const result = await build({
      stdin: {
        contents: `export { validateConfig } from 'decap:${CORE}constants/configSchema.js';`,
        loader: 'js',
      },
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'node',
      logLevel: 'silent',
      plugins: [sourceMapFiles(files)],
    });
    const module = { exports: {} as { validateConfig?: (config: unknown) => void } };
    new Function('module', 'exports', 'require', result.outputFiles[0]!.text)(
      module,
      module.exports,
      require,
    );
    validate = module.exports.validateConfig!;
  }
  validate(config);
}
