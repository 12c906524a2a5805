/**
 * Draws a page's content tree as HTML in Node, with the site's own content
 * components: src/mdx/static/staticContent.tsx, bundled by esbuild before the
 * queries run (under a second, sourceNodes.ts). Gatsby's webpack never sees the
 * content components, except those that come alive in the browser as islands.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { build, context, type BuildOptions, type Plugin } from 'esbuild';
import type { ContentTree } from '../../src/lib/contentTree';
import { SHORTCODE_MODULE_PATHS } from '../../src/lib/mdx/shortcodes';
import type { ContentHtml, ContentPage } from '../../src/mdx/static/staticContent';
import { ROOT } from '../paths';
import { virtualModule } from '../lib/virtualModule';

const STATIC_FOLDER = path.join(ROOT, 'src', 'mdx', 'static');
const OUTFILE = path.join(ROOT, '.cache', 'content-html', 'renderer.cjs');

type Renderer = (tree: ContentTree, page: ContentPage) => ContentHtml;

/** `virtual:shortcode-modules`: every module of the shortcode table, imported at once. */
const shortcodeModules = virtualModule(
  'virtual:shortcode-modules',
  () =>
    [
      ...SHORTCODE_MODULE_PATHS.map(
        (module, index) =>
          `import * as m${index} from ${JSON.stringify(module.startsWith('.') ? module : `./${module}`)};`,
      ),
      `export const SHORTCODE_MODULES = {${SHORTCODE_MODULE_PATHS.map(
        (module, index) => `${JSON.stringify(module)}: () => m${index}`,
      ).join(', ')}};`,
    ].join('\n'),
  { loader: 'js', resolveDir: path.join(ROOT, 'src', 'mdx') },
);

const bundleOptions = (pathPrefix: string, outfile = OUTFILE): BuildOptions => ({
  entryPoints: [path.join(STATIC_FOLDER, 'staticContent.tsx')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node18',
  jsx: 'automatic',
  jsxImportSource: '@emotion/react',
  // One React and one Emotion: the ones the render's own modules use.
  external: ['react', 'react-dom', '@emotion/*'],
  alias: { gatsby: path.join(STATIC_FOLDER, 'gatsbyStandIn.tsx') },
  define: {
    __PATH_PREFIX__: JSON.stringify(pathPrefix),
    'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production'),
  },
  plugins: [shortcodeModules],
  logLevel: 'silent',
});

/** The bundle's version: a digest of what esbuild wrote, the same for the same components. */
const versionOfBundle = (outfile = OUTFILE) =>
  createHash('sha1').update(fs.readFileSync(outfile)).digest('hex').slice(0, 16);

/** Bundles the content components for Node into `outfile`; returns the bundle's version. */
export async function bundleRenderer(pathPrefix: string, outfile = OUTFILE): Promise<string> {
  await build(bundleOptions(pathPrefix, outfile));
  return versionOfBundle(outfile);
}

/**
 * `gatsby develop`: bundles again whenever a module of the content components
 * changes, and hands each new version over (sourceNodes.ts publishes it).
 */
export async function watchRenderer(
  pathPrefix: string,
  onVersion: (version: string) => void,
  onError: (message: string) => void,
): Promise<void> {
  const options = bundleOptions(pathPrefix);
  const report: Plugin = {
    name: 'report-version',
    setup(builder) {
      builder.onEnd((result) => {
        if (result.errors.length > 0) onError(result.errors.map((error) => error.text).join('\n'));
        else onVersion(versionOfBundle());
      });
    },
  };
  const watching = await context({ ...options, plugins: [...options.plugins!, report] });
  await watching.watch();
}

let loaded: { key: string; render: Renderer } | null = null;

/** The renderer of that version, read from its bundle the first time a page needs it. */
function rendererOf(version: string, outfile: string): Renderer {
  const key = `${outfile}@${version}`;
  if (loaded?.key !== key) {
    // Node's own require (Gatsby's compiler rewrites the bare one), so a new bundle is read afresh.
    const load = createRequire(outfile);
    delete load.cache[outfile];
    const { renderContentHtml } = load(outfile) as { renderContentHtml: Renderer };
    loaded = { key, render: renderContentHtml };
  }
  return loaded.render;
}

/** The content of one page as HTML and the rules of its components, by the renderer of `version`. */
export function contentHtml(
  tree: ContentTree,
  page: ContentPage,
  version: string,
  outfile = OUTFILE,
): ContentHtml {
  return rendererOf(version, outfile)(tree, page);
}
