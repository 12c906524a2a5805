/**
 * Compiles one MDX file's body into its content tree with the site's one
 * compiler (src/lib/mdx/contentCompiler.ts), through the pipeline
 * gatsby-plugin-mdx would give it: its options as Gatsby loaded them, our
 * remark and rehype plugins, gatsby-remark-images.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NodePluginArgs } from 'gatsby';
import type { ContentTree } from '../../src/lib/contentTree';
import { compileContentTree } from '../../src/lib/mdx/contentCompiler';
import { SHARED_IDS } from '../../src/lib/mdx/remarkShared';

type Helpers = Pick<
  NodePluginArgs,
  'getNode' | 'getNodesByType' | 'reporter' | 'store' | 'pathPrefix' | 'cache'
>;

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
    return (await enhanceMdxOptions(plugin.pluginOptions as never, helpers as never)) as Record<
      string,
      unknown
    >;
  })();
  return optionsOnce;
}

/** Number of lines of front matter before the body, so errors name the file's own lines. */
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
export async function contentTree(
  content: ContentSource,
  helpers: Helpers,
  /** Told the ids of the shared texts the page used, so the caller can depend on their files. */
  onSharedTexts: (ids: readonly string[]) => void = () => undefined,
): Promise<ContentTree> {
  const { remarkPlugins = [], rehypePlugins = [], ...rest } = await mdxOptions(helpers);
  const options = {
    onFileData: (data: Readonly<Record<string, unknown>>) =>
      onSharedTexts((data[SHARED_IDS] as string[] | undefined) ?? []),
    remarkPlugins: remarkPlugins as unknown[],
    rehypePlugins: rehypePlugins as unknown[],
    mdxOptions: rest,
    // What gatsby-plugin-mdx hands its remark plugins (gatsby-remark-images finds the file by it).
    data: { mdxNodeId: content.id, mdxMetadata: {} },
  };
  return compileContentTree(
    {
      value: content.body,
      path: content.absolutePath,
      name: path.relative(process.cwd(), content.absolutePath),
      lineOffset: linesBefore(content.absolutePath, content.body),
    },
    options,
  );
}
