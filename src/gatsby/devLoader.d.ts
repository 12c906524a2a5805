/**
 * The part of Gatsby's develop loader (`.cache/dev-loader.js`, aliased in the
 * develop bundle by gatsby/onCreateWebpackConfig.ts) that
 * src/gatsby/sliceSafeDevLoader.ts changes; Gatsby ships no types for it.
 */
declare module 'gatsby-dev-loader' {
  export interface SliceQueryResultMessage {
    payload: { id: string; result: unknown };
  }
  export default class DevLoader {
    /** A slice's component with its data, once a page has loaded it. */
    protected slicesDb: Map<string, { component?: unknown }>;
    /** A slice's data file as fetched or as the server last sent it. */
    protected slicesDataDb: Map<string, unknown>;
    /** A slice whose component is being loaded. */
    protected sliceInflightDb: Map<string, Promise<unknown>>;
    handleSliceQueryResultHotUpdate(message: SliceQueryResultMessage): void;
  }
}
