import { elementsIn, type ContentElement, type ContentTree } from './contentTree';
import { isIsland } from './mdx/shortcodes';

/**
 * The island elements of a content tree, in document order: the build numbers
 * each island's mark by its place in this list (MdxContent, src/mdx/static/staticContent.tsx) and
 * hands the list to the browser with the HTML (src/lib/pageContent.ts).
 */
export function islandsOf(tree: ContentTree): ContentElement[] {
  return elementsIn(tree, isIsland);
}
