/**
 * Compiles a page body in the browser with the remark and rehype plugins of the
 * build that need nothing but the text: containers, GitHub Markdown, marks,
 * heading ids, diagrams and charts (as components), highlighting and task
 * lists. Links are left as written (resolving them needs the other files) and
 * site components come from the preview's component map instead of imports.
 */
import { evaluate } from '@mdx-js/mdx';
import type { MDXContent } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import { textRehypePlugins, textRemarkPlugins } from '../../../gatsby/mdx/textPlugins';

export async function compileBody(source: string): Promise<MDXContent> {
  const compiled = await evaluate(source, {
    ...(runtime as Parameters<typeof evaluate>[1]),
    development: false,
    remarkPlugins: [...textRemarkPlugins],
    rehypePlugins: [...textRehypePlugins],
  } as Parameters<typeof evaluate>[1]);
  return compiled.default;
}

/** The compiler's message with the line it names, for the editor. */
export function describeCompileError(error: unknown): string {
  const { message, line, column } = error as { message?: string; line?: number; column?: number };
  const where =
    typeof line === 'number' ? ` (line ${line}${column ? `, column ${column}` : ''})` : '';
  return `${message ?? String(error)}${where}`;
}
