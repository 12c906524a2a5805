import TerserPlugin from 'terser-webpack-plugin';
import { keepLicenceComments } from './onCreateWebpackConfig';

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
