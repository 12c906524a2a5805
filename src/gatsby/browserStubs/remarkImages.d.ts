/** The two files of gatsby-remark-images the stand-in and its contract test use (the package has no types). */
declare module 'gatsby-remark-images/gatsby-browser' {
  export function onRouteUpdate(...args: unknown[]): void;
}
declare module 'gatsby-remark-images/constants' {
  export const imageWrapperClass: string;
  export const imageClass: string;
}
