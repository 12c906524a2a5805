import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { ROOT } from './paths';

/** Lets site code import the YAML files in content/data directly. */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions }) => {
  actions.setWebpackConfig({
    module: {
      rules: [{ test: /\.ya?ml$/, type: 'javascript/auto', use: [{ loader: path.join(ROOT, 'gatsby', 'yamlLoader.js') }] }],
    },
  });
};
