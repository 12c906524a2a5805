import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { ROOT } from './paths';

/**
 * Two changes that keep every page's first download small:
 *
 * - `i18next` and `react-i18next` resolve to the site's own small versions in
 *   src/i18n (server and browser alike, so their HTML agrees). The libraries
 *   cost about 20 KB gzip on every page for features no string uses.
 * - Chunk files are named by content hash alone. Gatsby's `[name]-[contenthash].js`
 *   makes webpack put a map from every chunk id to its long name (one per page)
 *   in the runtime every page loads; Gatsby finds chunks through its own chunk
 *   mapping, so the names are not needed. Gatsby drops `output` from
 *   setWebpackConfig, hence the replace.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  getConfig,
}) => {
  actions.setWebpackConfig({
    resolve: {
      alias: {
        i18next$: path.join(ROOT, 'src', 'i18n', 'i18nextRuntime.ts'),
        'react-i18next$': path.join(ROOT, 'src', 'i18n', 'reactBindings.tsx'),
      },
    },
  });
  if (stage === 'build-javascript') {
    const config = getConfig();
    config.output = { ...config.output, chunkFilename: '[contenthash:20].js' };
    actions.replaceWebpackConfig(config);
  }
};
