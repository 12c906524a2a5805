/**
 * How the browser gets the content renderer (MdxContent, the markdown
 * components and the island renderer): a chunk of its own, fetched only when
 * content must be drawn on the client (after an in-site navigation, under
 * `gatsby develop`, for an island). A first visit shows the server's HTML and
 * never needs it. The build's server render uses contentRendererModule.server.ts.
 */
export const loadContentRendererModule = () =>
  import(/* webpackChunkName: "content-renderer" */ './contentRenderer');
