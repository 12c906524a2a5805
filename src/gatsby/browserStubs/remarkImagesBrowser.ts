/**
 * Stand-in for gatsby-remark-images' browser code, which fades each picture it
 * built in once loaded. Every page would carry it; only pages with such a
 * picture need it, so this checks for one after each route change and loads
 * the real code (a chunk of its own) only then.
 */
type RouteUpdate = (...args: unknown[]) => void;

/** The wrapper gatsby-remark-images puts around each picture it builds. */
export const REMARK_IMAGE_SELECTOR = '.gatsby-resp-image-wrapper';

/** True while the real code runs, so a bundler that sent its import back here cannot loop. */
let handingOver = false;

export const onRouteUpdate: RouteUpdate = (...args) => {
  if (handingOver || !document.querySelector(REMARK_IMAGE_SELECTOR)) return;
  import(/* webpackChunkName: "remark-images" */ 'gatsby-remark-images/gatsby-browser').then(
    (real: { onRouteUpdate: RouteUpdate }) => {
      handingOver = true;
      try {
        real.onRouteUpdate(...args);
      } finally {
        handingOver = false;
      }
    },
    // Without the fade the pictures are still there; nothing else depends on it.
    () => undefined,
  );
};
