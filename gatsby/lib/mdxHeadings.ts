/**
 * What the build reads from an MDX body as the page will have it: the body is
 * parsed and run through the page's own remark plugins (no rehype, no compile)
 * once (kept between builds, see persistentMemo.ts), which gives the headings
 * (remarkHeadingIds leaves them on the file) and the opening paragraph the
 * description falls back to.
 */
import path from 'node:path';
import type { PluggableList } from 'unified';
import type { Node } from '../../src/lib/mdx/ast';
import type { FoundHeading } from '../../src/lib/mdx/headingPass';
import { remarkPlugins } from '../mdx/remarkPlugins';
import { leadParagraph } from './description';
import { persistentMemo, type KeyValueStore } from './persistentMemo';
import { sourceDigest } from './sourceDigest';
import { ROOT } from '../paths';

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

/** The pass's own code (the remark plugins) versions the kept results. */
const pluginsVersion = () =>
  sourceDigest([path.join(ROOT, 'gatsby', 'mdx'), path.join(ROOT, 'src', 'lib', 'mdx')]);
const facts = persistentMemo<BodyFacts>('body-facts', pluginsVersion);

function factsOf(body: string, filePath: string, store: KeyValueStore | null): Promise<BodyFacts> {
  return facts.get(filePath, body, store, () => run(body, filePath));
}

export async function mdxHeadings(
  body: string,
  filePath: string,
  store: KeyValueStore | null = null,
): Promise<FoundHeading[]> {
  return (await factsOf(body, filePath, store)).headings;
}

/** The plain text of the page's opening paragraph (see leadParagraph), or null. */
export async function mdxLeadParagraph(
  body: string,
  filePath: string,
  store: KeyValueStore | null = null,
): Promise<string | null> {
  return (await factsOf(body, filePath, store)).lead;
}
