/**
 * Compiles a page body in the browser into the same content tree the build
 * makes, with the site's one compiler (src/lib/mdx/contentCompiler.ts) and
 * the remark and rehype plugins of the build that need nothing but the text
 * (containers, GitHub Markdown, marks, heading ids, diagrams and charts as
 * components, highlighting and task lists). Nothing is evaluated: an
 * `export`, an expression, or anything the content allowlist refuses is an
 * error here as it is in the build, and never runs on the editor's origin.
 */
import sharedTexts from 'virtual:shared-texts';
import { compileContentTree } from '../../lib/mdx/contentCompiler';
import remarkShared from '../../lib/mdx/remarkShared';
import { textRehypePlugins, textRemarkPlugins } from '../../lib/mdx/textPlugins';
import type { ContentTree } from '../../lib/contentTree';
import type { Locale } from '../../lib/locales';

/**
 * The body's content tree, with the shared texts of its locale as the
 * editor was built with them (`<Shared id="…" />`, src/lib/mdx/remarkShared.ts).
 */
export function compileBody(
  source: string,
  locale: Locale = 'en',
  texts: Readonly<Record<Locale, Readonly<Record<string, string>>>> = sharedTexts,
): Promise<ContentTree> {
  const read = (id: string) => (Object.hasOwn(texts[locale], id) ? texts[locale][id]! : null);
  return compileContentTree(
    { value: source },
    {
      remarkPlugins: [[remarkShared, { read }], ...textRemarkPlugins],
      rehypePlugins: textRehypePlugins,
    },
  );
}

/** The compiler's message with the line it names, for the editor. */
export function describeCompileError(error: unknown): string {
  const { message, line, column } = error as { message?: string; line?: number; column?: number };
  const where =
    typeof line === 'number' ? ` (line ${line}${column ? `, column ${column}` : ''})` : '';
  return `${message ?? String(error)}${where}`;
}
