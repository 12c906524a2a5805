/** The part of a DOM tree this module needs, so it stays testable without a browser. */
export interface TreeNode<T> {
  readonly children: ArrayLike<T>;
  contains(other: T): boolean;
}

/**
 * The elements to make inert so that only `keep` (a dialog, a drawer and its
 * mask) stays reachable: every child of `root` that neither is nor holds a
 * kept element, and, inside those that hold one, their other children.
 */
export function outsiders<T extends TreeNode<T>>(root: T, keep: readonly T[]): T[] {
  const found: T[] = [];
  const visit = (parent: T) => {
    for (const child of Array.from(parent.children)) {
      if (keep.includes(child)) continue;
      if (keep.some((kept) => child.contains(kept))) visit(child);
      else found.push(child);
    }
  };
  visit(root);
  return found;
}
