/**
 * The one place headings get their ids. It runs as a remark plugin while MDX
 * compiles (the ids on the page) and in the `Mdx.headings` resolver over the
 * same plugins (the table of contents), so the two always agree: duplicate
 * text gets `-1`, `-2`; a trailing `[#id]` fixes an anchor across locales
 * (src/lib/content/headingId.mjs).
 */
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { explicitAnchorOf } from '../content/headingId.mjs';
import type { Heading } from '../headings';
import type { Node } from './ast';

export type FoundHeading = Heading;

/** Removes a trailing `[#id]` from the heading's last text node and returns the id. */
function takeExplicitId(heading: Node): string | null {
  const last = heading.children?.[heading.children.length - 1];
  if (last?.type !== 'text' || typeof last.value !== 'string') return null;
  const explicit = explicitAnchorOf(last.value);
  if (!explicit) return null;
  last.value = last.value.slice(0, explicit.wordsEnd);
  return explicit.id;
}

/** Sets `id` on every heading of the tree and lists them in document order. */
export function headingPass(tree: Node): FoundHeading[] {
  const slugger = new GithubSlugger();
  const headings: Array<FoundHeading & { node: Node }> = [];
  visit(tree as Parameters<typeof visit>[0], 'heading', (found) => {
    const node = found as unknown as Node;
    const explicit = takeExplicitId(node);
    const text = toString(node as Parameters<typeof toString>[0]).trim();
    headings.push({ depth: Number(node.depth), text, id: explicit ?? '', node });
  });
  // Explicit anchors are claimed first, so a generated slug never takes one of them.
  for (const heading of headings) if (heading.id) slugger.slug(heading.id);
  for (const heading of headings) {
    heading.id ||= slugger.slug(heading.text) || slugger.slug('section');
    const data = (heading.node.data ??= {});
    data.hProperties = { ...(data.hProperties as object | undefined), id: heading.id };
  }
  return headings.map(({ depth, text, id }) => ({ depth, text, id }));
}
