/**
 * The headings of an MDX source as the heading pass names them, for content
 * tests that compare locales. The markdown parser here knows no MDX or
 * containers, which is fine for comparing two files written alike.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Node } from '../../src/lib/mdx/ast';
import { headingPass, type FoundHeading } from '../../src/lib/mdx/headingPass';

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;

export function headingsOf(source: string): FoundHeading[] {
  return headingPass(fromMarkdown(source.replace(FRONT_MATTER, '')) as unknown as Node);
}
