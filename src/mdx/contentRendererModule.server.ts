/**
 * The content renderer at hand at once, for the build's server render, which is
 * synchronous (webpack's server stages alias contentRendererModule.ts to this file).
 */
// A synchronous import has no other spelling.
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const loadContentRendererModule = () =>
  require('./contentRenderer') as typeof import('./contentRenderer');
