/**
 * Compiles a page body in the browser into the same content tree the build
 * makes, with the remark and rehype plugins of the build that need nothing but
 * the text (containers, GitHub Markdown, marks, heading ids, diagrams and
 * charts as components, highlighting and task lists) and the build's own
 * literals-only conversion (src/lib/mdx/contentTree.ts). Nothing is evaluated:
 * an `export`, an expression or a `<script>` in a body is an error here as it
 * is in the build, and never runs on the editor's origin.
 */
import { createProcessor } from '@mdx-js/mdx';
import { toEstree } from 'hast-util-to-estree';
import { contentTreeOf, type EsNode } from '../../lib/mdx/contentTree';
import { textRehypePlugins, textRemarkPlugins } from '../../lib/mdx/textPlugins';
import type { ContentTree } from '../../lib/contentTree';

/** Thrown by the last rehype step to stop MDX before it writes JavaScript. */
class Captured {
  constructor(readonly tree: ContentTree) {}
}

const captureContentTree = () => (hast: unknown) => {
  throw new Captured(contentTreeOf(toEstree(hast as never) as unknown as EsNode));
};

export async function compileBody(source: string): Promise<ContentTree> {
  const processor = createProcessor({
    development: false,
    remarkPlugins: [...textRemarkPlugins],
    rehypePlugins: [...textRehypePlugins, captureContentTree],
  } as Parameters<typeof createProcessor>[0]);
  try {
    await processor.run(processor.parse(source));
  } catch (caught) {
    if (caught instanceof Captured) return caught.tree;
    throw caught;
  }
  throw new Error('the body compiled without a content tree');
}

/** The compiler's message with the line it names, for the editor. */
export function describeCompileError(error: unknown): string {
  const { message, line, column } = error as { message?: string; line?: number; column?: number };
  const where =
    typeof line === 'number' ? ` (line ${line}${column ? `, column ${column}` : ''})` : '';
  return `${message ?? String(error)}${where}`;
}
