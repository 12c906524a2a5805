/**
 * The content renderer (gatsby/mdx/contentHtml.ts) as a node of its own. Every
 * `Mdx.content` reads it through the node model, so Gatsby runs a page's query
 * again when the components that draw content change: on the next build, and
 * under `gatsby develop` as soon as esbuild has bundled the edit.
 */
import type { GatsbyNode, NodeInput } from 'gatsby';
import { bundleRenderer, watchRenderer } from './mdx/contentHtml';
import { BUILD_ERRORS, buildError } from './errors';

export const CONTENT_RENDERER_TYPE = 'ContentRenderer';

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({
  actions,
  createNodeId,
  pathPrefix,
  reporter,
}) => {
  const publish = (version: string) =>
    actions.createNode({
      id: createNodeId(CONTENT_RENDERER_TYPE),
      version,
      internal: { type: CONTENT_RENDERER_TYPE, contentDigest: version },
    } satisfies NodeInput);
  const fail = (message: string) =>
    buildError(BUILD_ERRORS.invalidContent, `The content components do not bundle: ${message}`);
  if (process.env.gatsby_executing_command !== 'develop') {
    try {
      await publish(await bundleRenderer(pathPrefix));
    } catch (error) {
      reporter.panic(fail((error as Error).message));
    }
    return;
  }
  // The first bundle is published before the queries run; later ones as edits land.
  await new Promise<void>((ready) => {
    let first = true;
    void watchRenderer(
      pathPrefix,
      (version) => {
        void publish(version);
        if (!first) reporter.info('Content components changed: drawing the pages again');
        first = false;
        ready();
      },
      (message) => {
        reporter.error(fail(message));
        ready();
      },
    );
  });
};
