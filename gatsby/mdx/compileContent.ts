/**
 * Compiles one MDX file's body into its content tree, through the same
 * pipeline gatsby-plugin-mdx would give it (its options as Gatsby loaded them,
 * our remark and rehype plugins, gatsby-remark-images).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NodePluginArgs } from 'gatsby';
import type { ContentTree } from '../../src/lib/contentTree';
import { ContentError, contentTreeOf, type EsNode } from '../../src/lib/mdx/contentTree';

type Helpers = Pick<
  NodePluginArgs,
  'getNode' | 'getNodesByType' | 'reporter' | 'store' | 'pathPrefix' | 'cache'
>;

/** Thrown by the capturing plugin: what MDX would do next (its JavaScript output) is not needed. */
class Captured {
  constructor(readonly tree: ContentTree) {}
}

function captureContentTree() {
  return async (tree: unknown) => {
    const { toEstree } = await import('hast-util-to-estree');
    throw new Captured(contentTreeOf(toEstree(tree as never) as unknown as EsNode));
  };
}

type Processor = { data(key: string, value: unknown): void; parse(file: unknown): unknown } & {
  run(tree: unknown, file: unknown): Promise<unknown>;
};

let optionsOnce: Promise<Record<string, unknown>> | null = null;

/** gatsby-plugin-mdx's MDX options, as it computes them for its own compile. */
function mdxOptions(helpers: Helpers): Promise<Record<string, unknown>> {
  optionsOnce ??= (async () => {
    const { flattenedPlugins } = helpers.store.getState() as {
      flattenedPlugins: { name: string; pluginOptions: Record<string, unknown> }[];
    };
    const plugin = flattenedPlugins.find((entry) => entry.name === 'gatsby-plugin-mdx');
    if (!plugin) throw new Error('gatsby-plugin-mdx is not in gatsby-config');
    const { enhanceMdxOptions } = await import('gatsby-plugin-mdx/dist/plugin-options');
    const options = await enhanceMdxOptions(plugin.pluginOptions as never, helpers as never);
    return {
      ...options,
      rehypePlugins: [...((options.rehypePlugins as unknown[]) ?? []), captureContentTree],
    };
  })();
  return optionsOnce;
}

/**
 * Number of lines of front matter before the body, so errors name the file's
 * own lines. Read only when there is an error to report: the tree itself needs
 * the body alone.
 */
function linesBefore(file: string, body: string): number {
  let source: string;
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch {
    return 0;
  }
  if (!source.endsWith(body)) return 0;
  return source.slice(0, source.length - body.length).split('\n').length - 1;
}

export interface ContentSource {
  id: string;
  body: string;
  absolutePath: string;
}

/**
 * The content tree of an Mdx node's body. Nothing is kept between builds:
 * Gatsby runs a page's query again only when the page changed, so a kept tree
 * saved no measurable time (docs/performance.md, "Cache layers").
 */
export async function contentTree(content: ContentSource, helpers: Helpers): Promise<ContentTree> {
  const [{ createProcessor }, { VFile }] = await Promise.all([
    import('@mdx-js/mdx'),
    import('vfile'),
  ]);
  const processor = createProcessor((await mdxOptions(helpers)) as never) as unknown as Processor;
  // What gatsby-plugin-mdx hands its remark plugins (gatsby-remark-images finds the file by it).
  processor.data('mdxNodeId', content.id);
  processor.data('mdxMetadata', {});
  const file = new VFile({ value: content.body, path: content.absolutePath });
  try {
    await processor.run(processor.parse(file), file);
  } catch (caught) {
    if (caught instanceof Captured) return caught.tree;
    const error = caught as { line?: number; column?: number; reason?: string; message?: string };
    const offset = linesBefore(content.absolutePath, content.body);
    const where = error.line
      ? `${path.relative(process.cwd(), content.absolutePath)}:${error.line + offset}:${error.column ?? 1}`
      : path.relative(process.cwd(), content.absolutePath);
    throw new ContentError(
      `${where}: ${error.reason ?? error.message}`,
      error.line ? error.line + offset : null,
      error.column ?? null,
    );
  }
  throw new Error(`${content.absolutePath}: the MDX pipeline ended without a content tree`);
}
