import type { BasePageContext } from '../lib/pageContext';
import type { PageLocation } from '../providers/PageProvider';

/**
 * Helpers over the generated query types (src/gatsby-types.d.ts): GraphQL
 * declares a node looked up by id as nullable, but a template's query asks for
 * the id createPages gave the page, so a missing node is a build bug, said loudly.
 * The front matter comes with every field optional, for files that have none.
 */
export function pageContent<Node extends { frontmatter: object | null }>(
  node: Node | null,
  pagePath: string,
): { mdx: Node; fm: Partial<NonNullable<Node['frontmatter']>> } {
  if (node === null) throw new Error(`${pagePath}: the content node of this page is missing`);
  return { mdx: node, fm: node.frontmatter ?? {} };
}

/** Where a page made from a content file is, for its layout. */
export function pageLocation(context: BasePageContext): PageLocation {
  return { pathname: context.pagePath, locale: context.language, alternates: context.alternates };
}
