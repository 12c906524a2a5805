/**
 * Headings as the template receives them (`Mdx.headings`, found by
 * src/lib/mdx/headingPass.ts) and the contents tree built from them.
 */
export interface Heading {
  depth: number;
  text: string;
  id: string;
}

// A type rather than an interface: slice props must be plain serialisable objects.
export type TocItem = {
  id: string;
  text: string;
  depth: number;
  children: TocItem[];
};

/**
 * Nests headings of levels 2 … headerDepth + 1 (the contents and sidebar show
 * h2 and h3 at the default depth of 2).
 */
export function buildTocTree(headings: ReadonlyArray<Heading>, headerDepth: number): TocItem[] {
  const maxLevel = Math.min(6, Math.max(2, headerDepth + 1));
  const root: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const heading of headings) {
    if (heading.depth < 2 || heading.depth > maxLevel) continue;
    const item: TocItem = {
      id: heading.id,
      text: heading.text,
      depth: heading.depth,
      children: [],
    };
    while (stack.length && stack[stack.length - 1]!.depth >= item.depth) stack.pop();
    const parent = stack[stack.length - 1];
    (parent ? parent.children : root).push(item);
    stack.push(item);
  }
  return root;
}
