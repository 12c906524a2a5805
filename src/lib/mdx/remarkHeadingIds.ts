/** Gives every heading its id (see headingPass.ts) and leaves the list for the `Mdx.headings` resolver. */
import type { FileLike, Node } from './ast';
import { headingPass } from './headingPass';

export default function remarkHeadingIds() {
  return (tree: Node, file: FileLike) => {
    file.data.headings = headingPass(tree);
  };
}
