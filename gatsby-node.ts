// One module per Gatsby API; the logic lives in gatsby/lib.
export { onPreInit } from './gatsby/errors';
export { onPreBootstrap } from './gatsby/onPreBootstrap';
export { onCreateNode } from './gatsby/onCreateNode';
export { sourceNodes } from './gatsby/sourceNodes';
export { createSchemaCustomization } from './gatsby/createSchemaCustomization';
export { createPages } from './gatsby/createPages';
export { onPostBuild } from './gatsby/onPostBuild';
export { onCreateWebpackConfig } from './gatsby/onCreateWebpackConfig';
export { onCreateDevServer } from './gatsby/adminPage';
