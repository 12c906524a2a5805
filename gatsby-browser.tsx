export { onClientEntry } from './src/gatsby/onClientEntry';
export { wrapRootElement } from './src/gatsby/wrapRootElement';
