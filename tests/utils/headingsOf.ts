/**
 * The headings of an MDX source as the heading pass names them, for content
 * tests that compare locales. The markdown parser here knows no MDX or
 * containers, which is fine for comparing two files written alike.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Node } from '../../src/lib/mdx/ast';
import { headingPass, type FoundHeading } from '../../src/lib/mdx/headingPass';
import { bodyKeepingLines } from '../../src/lib/content/frontMatter.mjs';

export function headingsOf(source: string): FoundHeading[] {
  return headingPass(fromMarkdown(bodyKeepingLines(source)) as unknown as Node);
}
