/**
 * The attribute on each content image the viewer opens, in a module of its
 * own: the Markdown styles (on every doc page) give those images a zoom
 * cursor, and taking the name from ./imageViewer would put the marking rules
 * in every page's first load instead of the viewer's lazily loaded chunk.
 */
export const VIEWABLE_ATTRIBUTE = 'data-zoomable';
