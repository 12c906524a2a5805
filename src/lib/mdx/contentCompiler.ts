/**
 * The one compiler from a content file's body to its content tree, for the
 * build (gatsby/mdx/compileContent.ts, with gatsby-plugin-mdx's options), the
 * content editor's preview (src/admin/preview/compileBody.ts) and
 * scripts/check-mdx.mjs. MDX parses the body and runs the site's remark and
 * rehype plugins; the last step turns the hast tree into the literals-only
 * content tree, checking every element against the allowlist
 * (contentAllowlist.ts), and stops MDX before it writes any JavaScript.
 */
import type { ContentTree } from '../contentTree';
import { ContentError, contentTreeOf, type EsNode } from './toContentTree';

/** Thrown by the last rehype step: what MDX would do next (its JavaScript output) is not needed. */
class Captured {
  constructor(readonly tree: ContentTree) {}
}

export interface CompileOptions {
  remarkPlugins: readonly unknown[];
  rehypePlugins: readonly unknown[];
  /** Set on the processor before it runs (gatsby-remark-images finds its file by `mdxNodeId`). */
  data?: Readonly<Record<string, unknown>>;
  /** Other MDX options as gatsby-plugin-mdx computed them. */
  mdxOptions?: Readonly<Record<string, unknown>>;
  /** Told what the plugins recorded of the file (the shared texts it used), once it compiled. */
  onFileData?: (data: Readonly<Record<string, unknown>>) => void;
}

export interface ContentFile {
  value: string;
  /** Where it is, for plugins that read files beside it. */
  path?: string;
  /** How messages name it (a path relative to the project); `path` when left out. */
  name?: string;
  /** Lines before the body in the file (its front matter), so messages name the file's lines. */
  lineOffset?: number;
}

type Processor = {
  data(key: string, value: unknown): void;
  parse(file: unknown): unknown;
  run(tree: unknown, file: unknown): Promise<unknown>;
};

/**
 * The content tree of a body. Every refusal and syntax error is a
 * ContentError whose message starts with `file:line:column` when the file has
 * a path, and whose line and column are the file's own.
 */
export async function compileContentTree(
  file: ContentFile,
  options: CompileOptions,
): Promise<ContentTree> {
  const [{ createProcessor }, { toEstree }, { VFile }] = await Promise.all([
    import('@mdx-js/mdx'),
    import('hast-util-to-estree'),
    import('vfile'),
  ]);
  const capture = () => (hast: unknown) => {
    throw new Captured(contentTreeOf(toEstree(hast as never) as unknown as EsNode));
  };
  const processor = createProcessor({
    ...options.mdxOptions,
    development: false,
    remarkPlugins: [...options.remarkPlugins],
    rehypePlugins: [...options.rehypePlugins, capture],
  } as never) as unknown as Processor;
  for (const [key, value] of Object.entries(options.data ?? {})) processor.data(key, value);
  const vfile = new VFile({ value: file.value, path: file.path });
  try {
    await processor.run(processor.parse(vfile), vfile);
  } catch (caught) {
    if (caught instanceof Captured) {
      options.onFileData?.(vfile.data);
      return caught.tree;
    }
    throw located(caught, file);
  }
  throw new Error(
    `${file.name ?? file.path ?? 'content'}: the MDX pipeline ended without a content tree`,
  );
}

/** The error as a ContentError naming the file and its own line and column. */
function located(caught: unknown, file: ContentFile): ContentError {
  const error = caught as { line?: number | null; column?: number | null; reason?: string };
  const reason = error.reason ?? (caught as Error).message ?? String(caught);
  const line = error.line ? error.line + (file.lineOffset ?? 0) : null;
  const column = error.line ? (error.column ?? 1) : null;
  return new ContentError(reason, line, column, file.name ?? file.path ?? null);
}
