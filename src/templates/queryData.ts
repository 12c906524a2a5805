/**
 * Helpers over the generated query types (src/gatsby-types.d.ts): GraphQL
 * declares a node looked up by id as nullable, but a template's query asks for
 * the id createPages gave the page, so a missing node is a build bug, said loudly.
 */
export function contentNode<Node>(node: Node | null, pagePath: string): Node {
  if (node === null) throw new Error(`${pagePath}: the content node of this page is missing`);
  return node;
}

/** Front matter with every field optional, for files that have none. */
export function frontmatterOf<Frontmatter extends object>(
  frontmatter: Frontmatter | null,
): Partial<Frontmatter> {
  return frontmatter ?? {};
}
