export { onClientEntry } from './src/gatsby/onClientEntry';
export { onRouteUpdate } from './src/gatsby/routeProgress';
export { replaceHydrateFunction } from './src/gatsby/replaceHydrateFunction';
export { wrapPageElement } from './src/gatsby/wrapPageElement';
export { wrapRootElement } from './src/gatsby/wrapRootElement';
