/**
 * Stands in for Gatsby's map of page components (`$virtual/async-requires`) in the bundle that
 * renders `gatsby develop`'s page shell (gatsby/onCreateWebpackConfig.ts). That bundle renders
 * only html.js and onRenderBody; the map is read by Gatsby's experimental development server
 * render alone, and with every template and shortcode in it the shell took seconds to bundle.
 */
const developShellPages = { components: {} };

export default developShellPages;
