/**
 * What the build reads from an MDX body as the page will have it: the body is
 * parsed and run through the page's own remark plugins (no rehype, no compile)
 * once per process (see factsOf), which gives the headings
 * (remarkHeadingIds leaves them on the file) and the opening paragraph the
 * description falls back to.
 */
import type { PluggableList } from 'unified';
import type { Node } from '../../src/lib/mdx/ast';
import type { FoundHeading } from '../../src/lib/mdx/headingPass';
import { remarkPlugins } from '../mdx/remarkPlugins';
import { leadParagraph } from './description';

interface BodyFacts {
  headings: FoundHeading[];
  lead: string | null;
}

async function run(body: string, filePath: string): Promise<BodyFacts> {
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
  const tree = await processor.run(processor.parse(file), file);
  return {
    headings: (file.data.headings as FoundHeading[] | undefined) ?? [],
    lead: leadParagraph(tree as unknown as Node),
  };
}

/**
 * A page query asks for a page's title, headings and description: the pass
 * runs once per file and body in this process. Nothing is kept between builds:
 * Gatsby runs a page's query again only when the page changed, so a kept
 * result saved no measurable time (docs/performance.md, "Cache layers").
 */
const known = new Map<string, { body: string; facts: Promise<BodyFacts> }>();

function factsOf(body: string, filePath: string): Promise<BodyFacts> {
  const kept = known.get(filePath);
  if (kept?.body === body) return kept.facts;
  const facts = run(body, filePath);
  known.set(filePath, { body, facts });
  // A failed pass is not kept: the next call tries again.
  facts.catch(() => known.delete(filePath));
  return facts;
}

export async function mdxHeadings(body: string, filePath: string): Promise<FoundHeading[]> {
  return (await factsOf(body, filePath)).headings;
}

/** The plain text of the page's opening paragraph (see leadParagraph), or null. */
export async function mdxLeadParagraph(body: string, filePath: string): Promise<string | null> {
  return (await factsOf(body, filePath)).lead;
}
