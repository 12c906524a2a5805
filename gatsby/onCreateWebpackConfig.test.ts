import fs from 'node:fs';
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import {
  BROWSER_ONLY_PACKAGES,
  commonsOfPageComponentsOnly,
  siteWideChunk,
  SITE_WIDE_MODULES,
  isPageComponentChunk,
  keepLicenceComments,
  leaveOutOfServerRender,
  REMARK_IMAGES_BROWSER,
  sendRemarkImagesToStandIn,
  shortcodeContextMap,
} from './onCreateWebpackConfig';
import { SHORTCODE_MODULE_PATHS } from '../src/lib/mdx/shortcodes';

describe('shortcodeContextMap', () => {
  it('gives webpack each listed module, keyed as the template import `./${module}` asks for it', () => {
    const map = shortcodeContextMap();
    expect(Object.keys(map)).toEqual(SHORTCODE_MODULE_PATHS.map((module) => `./${module}`));
    for (const request of Object.values(map))
      expect(fs.existsSync(path.join(__dirname, '..', 'src', 'mdx', `${request}.tsx`))).toBe(true);
  });
});

describe('keepLicenceComments', () => {
  it("replaces Gatsby's terser with one that leaves licence comments in the chunk", () => {
    const css = { name: 'css minimizer' };
    const made: unknown[] = [];
    const minifyJs = (options: { extractComments: false }) => {
      made.push(options);
      return new TerserPlugin(options);
    };
    const result = keepLicenceComments([new TerserPlugin(), css], minifyJs);
    expect(made).toEqual([{ extractComments: false }]);
    expect(result[1]).toBe(css);
    expect((result[0] as { options: { extractComments: unknown } }).options.extractComments).toBe(
      false,
    );
  });
});

describe('sendRemarkImagesToStandIn', () => {
  const standIn = '/site/src/gatsby/browserStubs/remarkImagesBrowser.ts';
  const redirect = sendRemarkImagesToStandIn(standIn);

  it("matches Gatsby's absolute require and the stand-in's package-name import", () => {
    expect(
      REMARK_IMAGES_BROWSER.test('/site/node_modules/gatsby-remark-images/gatsby-browser.js'),
    ).toBe(true);
    expect(REMARK_IMAGES_BROWSER.test('gatsby-remark-images/gatsby-browser')).toBe(true);
    expect(REMARK_IMAGES_BROWSER.test('gatsby-remark-images/index.js')).toBe(false);
  });

  it("sends Gatsby's plugin list to the stand-in", () => {
    const request = {
      request: '/site/node_modules/gatsby-remark-images/gatsby-browser.js',
      contextInfo: { issuer: '/site/.cache/api-runner-browser-plugins.js' },
    };
    redirect(request);
    expect(request.request).toBe(standIn);
  });

  it("leaves the stand-in's own import on the real code, so it cannot load itself", () => {
    const request = {
      request: 'gatsby-remark-images/gatsby-browser',
      contextInfo: { issuer: standIn },
    };
    redirect(request);
    expect(request.request).toBe('gatsby-remark-images/gatsby-browser');
  });
});

describe('commonsOfPageComponentsOnly', () => {
  it("counts only page components' and slices' chunks towards Gatsby's commons chunk", () => {
    const commons = { name: 'commons', minChunks: 6, priority: 20 };
    const shared = { priority: 10 };
    const config = { optimization: { splitChunks: { cacheGroups: { commons, shared } } } };
    commonsOfPageComponentsOnly(config);
    expect(config.optimization.splitChunks.cacheGroups.commons).toEqual({
      ...commons,
      chunks: isPageComponentChunk,
    });
    expect(config.optimization.splitChunks.cacheGroups.shared).toBe(shared);
  });

  it('tells page components from shortcodes and other lazy parts', () => {
    expect(isPageComponentChunk({ name: 'component---src-templates-doc-tsx' })).toBe(true);
    expect(isPageComponentChunk({ name: 'slice---src-slices-sidebar-tsx' })).toBe(true);
    expect(isPageComponentChunk({ name: 'shortcode-Tabs' })).toBe(false);
    expect(isPageComponentChunk({ name: 'comments' })).toBe(false);
    expect(isPageComponentChunk({ name: null })).toBe(false);
  });

  it('leaves a configuration without split chunks alone', () => {
    const config = { optimization: { splitChunks: false as const } };
    commonsOfPageComponentsOnly(config);
    expect(config.optimization.splitChunks).toBe(false);
  });
});

describe('leaveOutOfServerRender', () => {
  const sourcesIn = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourcesIn(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
    });
  const sources = sourcesIn(path.join(__dirname, '..', 'src')).map((file) => ({
    file,
    text: fs.readFileSync(file, 'utf8'),
  }));
  /** The module specifiers of a file's static imports, `import type` left out. */
  const staticImports = (text: string) =>
    [...text.matchAll(/^import (?!type )(?:[^;']*? from )?'([^']+)';/gms)].map((m) => m[1] ?? '');

  it('turns every browser-only package into an empty module', () => {
    expect(leaveOutOfServerRender()).toEqual(
      Object.fromEntries(BROWSER_ONLY_PACKAGES.map((name) => [name, false])),
    );
  });

  it.each(BROWSER_ONLY_PACKAGES)('%s is reached only through import()', (name) => {
    const isPackage = (specifier: string) => specifier === name || specifier.startsWith(`${name}/`);
    const importers = sources.filter(({ text }) => staticImports(text).some(isPackage));
    for (const { file } of importers) {
      // The module that imports the package by value is itself only ever loaded lazily.
      const base = path.basename(file).replace(/\.tsx?$/, '');
      const isModule = (specifier: string) =>
        /^\.\.?\//.test(specifier) && specifier.endsWith(`/${base}`);
      const users = sources.filter(({ text }) => text.includes(`/${base}'`));
      expect(users.length).toBeGreaterThan(0);
      for (const { text } of users) expect(staticImports(text).filter(isModule)).toEqual([]);
    }
  });
});

describe('siteWideChunk', () => {
  const root = path.join(__dirname, '..');
  const configWithGroups = () => {
    const commons = { name: 'commons', priority: 20 };
    const shared = { priority: 10 };
    return {
      optimization: {
        splitChunks: { cacheGroups: { commons, shared } as Record<string, unknown> },
      },
    };
  };

  it('names modules of this project that exist', () => {
    for (const file of SITE_WIDE_MODULES) expect(fs.existsSync(path.join(root, file))).toBe(true);
  });

  it('puts exactly the listed modules into one chunk, ahead of Gatsby’s commons and shared groups', () => {
    const config = configWithGroups();
    siteWideChunk(config, root);
    const group = config.optimization.splitChunks.cacheGroups.siteWide as {
      name: string;
      test: (module: { resource?: string }) => boolean;
      chunks: string;
      priority: number;
      enforce: boolean;
    };
    expect(group).toMatchObject({ name: 'site-wide', chunks: 'async', enforce: true });
    expect(group.priority).toBeGreaterThan(20);
    expect(group.test({ resource: path.join(root, 'src/components/Icon.tsx') })).toBe(true);
    expect(group.test({ resource: path.join(root, 'src/styles/markdownStyles.ts') })).toBe(true);
    expect(group.test({ resource: path.join(root, 'src/tools/useToolStrings.ts') })).toBe(false);
    expect(group.test({ resource: path.join(root, 'node_modules/react/index.js') })).toBe(false);
    expect(group.test({})).toBe(false);
  });

  it('leaves a configuration without split chunks alone', () => {
    const config = { optimization: { splitChunks: false as const } };
    siteWideChunk(config, root);
    expect(config.optimization.splitChunks).toBe(false);
  });
});
