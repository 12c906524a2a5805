/**
 * A content file's body as data. The build compiles each MDX file into this
 * tree (src/lib/mdx/toContentTree.ts), which the build draws as HTML for the
 * page (gatsby/mdx/contentHtml.ts), so one template serves every content file
 * and webpack never sees the content (docs/architecture.md).
 *
 * A node is a text, or `[type, props, ...children]`:
 * - `type` is an HTML tag (`p`, `h2`) that the site's markdown components may
 *   replace, a tag written as JSX in the file, kept as written (`=br`), or a
 *   shortcode's name (`Tabs`);
 * - `props` is `0` when there are none.
 */
export type ContentNode = string | ContentElement;
export type ContentElement = [type: string, props: ContentProps | 0, ...children: ContentNode[]];
export type ContentProps = Record<string, unknown>;
export type ContentTree = ContentNode[];

/** Marks a tag the author wrote as JSX, which MDX leaves out of the markdown components. */
export const EXPLICIT_TAG = '=';

export const isComponentName = (type: string): boolean => /^[A-Z]/.test(type);

/** The names of the components a tree uses, each once, in order of first use. */
export const componentsIn = (tree: readonly ContentNode[]): string[] => [
  ...new Set(elementsIn(tree, isComponentName).map(([type]) => type)),
];

/**
 * The elements of `tree` whose type passes `wanted`, in document order (each
 * element before its children), so that the n-th of them is the n-th such
 * element the server rendered.
 */
export function elementsIn(
  tree: readonly ContentNode[],
  wanted: (type: string) => boolean,
): ContentElement[] {
  const found: ContentElement[] = [];
  const visit = (node: ContentNode) => {
    if (typeof node === 'string') return;
    if (wanted(node[0])) found.push(node);
    node.slice(2).forEach((child) => visit(child as ContentNode));
  };
  tree.forEach(visit);
  return found;
}
