import { elementsIn, type ContentElement, type ContentTree } from '../../lib/contentTree';
import { isIsland } from '../../lib/mdx/shortcodes';

/**
 * The island elements of a content tree; an island's number is its place in
 * this list, as the marks in the HTML carry it (islandMarks.ts). Apart from the
 * marks, so that the code of a first visit never holds the shortcode table.
 */
export function islandsOf(tree: ContentTree): ContentElement[] {
  return elementsIn(tree, isIsland);
}
