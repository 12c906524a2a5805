/**
 * Headings of an MDX body as the page will have them: the body is parsed and
 * run through the page's own remark plugins (no rehype, no compile), and
 * remarkHeadingIds leaves what it found on the file. One run per body.
 */
import type { PluggableList } from 'unified';
import type { FoundHeading } from '../mdx/headingPass';
import { remarkPlugins } from '../mdx/remarkPlugins';

/** The last body seen per file (a develop session edits the same files again and again). */
const found = new Map<string, { body: string; headings: Promise<FoundHeading[]> }>();

async function run(body: string, filePath: string): Promise<FoundHeading[]> {
  const [{ unified }, { default: remarkParse }, { default: remarkMdx }, { VFile }] =
    await Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-mdx'),
      import('vfile'),
    ]);
  // The plugin list mixes tuple and bare entries; unified accepts both.
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkPlugins as unknown as PluggableList);
  const file = new VFile({ value: body, path: filePath });
  await processor.run(processor.parse(file), file);
  return (file.data.headings as FoundHeading[] | undefined) ?? [];
}

export function mdxHeadings(body: string, filePath: string): Promise<FoundHeading[]> {
  const known = found.get(filePath);
  if (known?.body === body) return known.headings;
  const headings = run(body, filePath);
  found.set(filePath, { body, headings });
  return headings;
}
