/**
 * The content renderer at hand at once, for the build's server render, which is
 * synchronous (webpack's server stages alias contentRendererModule.ts to this file).
 */
type ContentRenderer = typeof import('./contentRenderer');

export const loadContentRendererModule = (): ContentRenderer =>
  // A synchronous import has no other spelling.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./contentRenderer') as ContentRenderer;
