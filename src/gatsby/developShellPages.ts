/**
 * Stands in for Gatsby's map of page components (`$virtual/async-requires`) in the bundle that
 * renders `gatsby develop`'s page shell (gatsby/onCreateWebpackConfig.ts says when, and why). That
 * bundle renders only html.js and onRenderBody; with every template and shortcode in the map, the
 * shell took seconds to bundle.
 */
const developShellPages = { components: {} };

export default developShellPages;
