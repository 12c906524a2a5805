export { wrapRootElement } from './src/gatsby/wrapRootElement';
