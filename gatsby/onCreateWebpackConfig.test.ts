import TerserPlugin from 'terser-webpack-plugin';
import {
  commonsOfPageComponentsOnly,
  isPageComponentChunk,
  keepLicenceComments,
  REMARK_IMAGES_BROWSER,
  sendRemarkImagesToStandIn,
} from './onCreateWebpackConfig';

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
