export { wrapPageElement } from './src/gatsby/wrapPageElement';
export { wrapRootElement } from './src/gatsby/wrapRootElement';
export { onRenderBody } from './src/gatsby/onRenderBody';
