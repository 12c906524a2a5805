/**
 * Compiles a page body in the browser into the same content tree the build
 * makes, with the site's one compiler (src/lib/mdx/contentCompiler.ts) and
 * the remark and rehype plugins of the build that need nothing but the text
 * (containers, GitHub Markdown, marks, heading ids, diagrams and charts as
 * components, highlighting and task lists). Nothing is evaluated: an
 * `export`, an expression, or anything the content allowlist refuses is an
 * error here as it is in the build, and never runs on the editor's origin.
 */
import { compileContentTree } from '../../lib/mdx/contentCompiler';
import { textRehypePlugins, textRemarkPlugins } from '../../lib/mdx/textPlugins';
import type { ContentTree } from '../../lib/contentTree';

export function compileBody(source: string): Promise<ContentTree> {
  return compileContentTree(
    { value: source },
    { remarkPlugins: textRemarkPlugins, rehypePlugins: textRehypePlugins },
  );
}

/** The compiler's message with the line it names, for the editor. */
export function describeCompileError(error: unknown): string {
  const { message, line, column } = error as { message?: string; line?: number; column?: number };
  const where =
    typeof line === 'number' ? ` (line ${line}${column ? `, column ${column}` : ''})` : '';
  return `${message ?? String(error)}${where}`;
}
