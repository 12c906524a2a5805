/**
 * What the search button adds to a page's first load, for `npm run bench`.
 *
 * Gatsby's chunk statistics (.cache/webpack.stats.json) name each chunk's files
 * but not the modules inside them, and a minified chunk cannot be cut back into
 * its source files. So the two parts are measured directly:
 *  - script: the modules under src/search/ and src/lib/search/ that the navbar
 *    imports statically, that is all search code a page runs before the dialog
 *    opens, bundled on their own by esbuild after the same Emotion Babel pass
 *    the build gives them, minified, gzip -9. The dialog (a dynamic import) and
 *    code from other folders (React, Emotion, the icons, the page context),
 *    which every page loads anyway, are left out. Compressed apart from the
 *    chunk that carries them, they count a little more than they add to it.
 *  - styles: the Emotion rules that only a built page's search slot uses, as
 *    the bytes they add to that page's gzipped HTML.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { transformAsync } from '@babel/core';
import emotionBabelPlugin from '@emotion/babel-plugin';
import { build } from 'esbuild';

const SEARCH_FOLDERS = ['src/search', 'src/lib/search'];
const BUTTON_ENTRY = 'src/search/SearchButton.tsx';

export const gzipBytes = (contents) => gzipSync(contents, { level: 9 }).length;

/**
 * Resolves only search code into the bundle; everything else stays an import.
 * Search files get gatsby-plugin-emotion's production Babel pass, which
 * minifies the text of `css` templates, and other modules short names, as
 * webpack gives them numeric ids.
 */
function searchFoldersOnly(root) {
  const folders = SEARCH_FOLDERS.map((folder) => path.join(root, folder) + path.sep);
  const isSearchCode = (file) => folders.some((folder) => file.startsWith(folder));
  const ids = new Map();
  const external = (specifier) => {
    if (!ids.has(specifier)) ids.set(specifier, String(ids.size));
    return { path: ids.get(specifier), external: true };
  };
  return {
    name: 'search-folders-only',
    setup(bundler) {
      bundler.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        if (args.kind === 'dynamic-import' || !args.path.startsWith('.'))
          return external(args.path);
        const file = path.resolve(args.resolveDir, args.path);
        return isSearchCode(file) ? undefined : external(file);
      });
      bundler.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const source = readFileSync(args.path, 'utf8');
        const result = await transformAsync(source, {
          filename: args.path,
          babelrc: false,
          configFile: false,
          parserOpts: { plugins: ['typescript', 'jsx'] },
          plugins: [[emotionBabelPlugin, { sourceMap: false, autoLabel: 'never' }]],
        });
        return { contents: result.code, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** The search modules a page loads first, and their size minified and gzipped. */
export async function buttonScript(root = process.cwd()) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [BUTTON_ENTRY],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    target: 'es2020',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'silent',
    plugins: [searchFoldersOnly(root)],
  });
  const code = result.outputFiles[0].contents;
  return { modules: Object.keys(result.metafile.inputs).sort(), gzip: gzipBytes(code) };
}

/** A stylesheet's text cut into its top-level blocks (`.a{…}`, `@media …{.a{…}}`). */
export function ruleBlocks(css) {
  const blocks = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < css.length; at += 1) {
    if (css[at] === '{') depth += 1;
    else if (css[at] === '}' && --depth === 0) {
      blocks.push(css.slice(start, at + 1));
      start = at + 1;
    }
  }
  return blocks;
}

/**
 * The Emotion rule blocks in a page's HTML (its `<style data-emotion="css …">`
 * elements, one per rule set or one for them all) that only its search slot
 * (`data-slot="search"`) uses.
 */
export function searchSlotStyles(html) {
  const slotTag = html.indexOf('data-slot="search"');
  if (slotTag === -1) return [];
  // Inside the slot (whose own element the navbar draws anyway): the button, its
  // labels and the failure message, with no nested div.
  const start = html.indexOf('>', slotTag) + 1;
  const end = html.indexOf('</div>', start);
  const slot = html.slice(start, end);
  const outside = html.slice(0, start) + html.slice(end);
  const slotOnly = [...slot.matchAll(/\bcss-([a-z0-9]+)/g)]
    .map((match) => match[1])
    .filter((name) => !outside.includes(`css-${name}"`));
  const usesSlotOnly = (block) =>
    slotOnly.some((name) => new RegExp(`\\.css-${name}(?![a-z0-9])`).test(block));
  return [...html.matchAll(/<style data-emotion="css [a-z0-9 ]+"[^>]*>([^<]*)<\/style>/g)].flatMap(
    ([, rules]) => ruleBlocks(rules).filter(usesSlotOnly),
  );
}

/** What those rule blocks add to the page's HTML, gzip -9, compressed with the rest of it. */
export function searchSlotCssGzip(html) {
  const without = searchSlotStyles(html).reduce((rest, block) => rest.replace(block, ''), html);
  return gzipBytes(html) - gzipBytes(without);
}
