/**
 * Renders a page's content tree (src/lib/contentTree.ts) as MDX would have:
 * markdown's elements through the site's markdown components, tags written as
 * JSX as they are, shortcodes from the registry. The build draws it in Node
 * (src/mdx/static/staticContent.tsx); the browser never does. Each island
 * shortcode (src/lib/mdx/shortcodes.ts) sits in a mark that numbers it in
 * document order, so that the browser can find it in the HTML and mount it
 * alone (src/mdx/islands).
 */
import { createElement, useMemo, type ElementType } from 'react';
import { ErrorBoundary } from '../components/ErrorBoundary';
import type { ContentTree } from '../lib/contentTree';
import { shortcodesOf } from '../lib/mdx/shortcodes';
import { ISLAND_ATTRIBUTE } from './islands/islandMarks';
import { islandsOf } from '../lib/islandsOf';
import { contentResolver, renderContent, useShortcodes } from './renderContent';
import type { ShortcodeRegistry } from './shortcodeRegistry';

const NO_CONTENT: ContentTree = [];

/** An island's mark: a box-less element numbered by the island's place in the tree. */
const marks = new Map<string, ElementType>();
function islandMark(index: number, name: string, inner: ElementType): ElementType {
  const key = `${index}:${name}`;
  let mark = marks.get(key);
  if (!mark || (mark as { inner?: ElementType }).inner !== inner) {
    const Mark = (props: Record<string, unknown>) =>
      createElement(
        'div',
        { [ISLAND_ATTRIBUTE]: index, style: { display: 'contents' } },
        createElement(inner, props),
      );
    Mark.displayName = `Island(${name})`;
    Object.assign(Mark, { inner });
    mark = Mark;
    marks.set(key, mark);
  }
  return mark;
}

export function MdxContent({
  tree,
  registry,
}: {
  /** The page's `Mdx.content` (a JSON field, so typed loosely by Gatsby's type generation). */
  tree: ContentTree | unknown;
  registry: ShortcodeRegistry;
}) {
  const content = Array.isArray(tree) ? (tree as ContentTree) : NO_CONTENT;
  const shortcodes = useMemo(() => shortcodesOf(content), [content]);
  const islandIndex = useMemo(
    () => new Map(islandsOf(content).map((node, index) => [node, index])),
    [content],
  );
  useShortcodes(registry, shortcodes);
  return createElement(
    ErrorBoundary,
    { part: 'page' },
    renderContent(
      content,
      contentResolver(registry, (component, name, node) => {
        const index = islandIndex.get(node);
        return index === undefined ? component : islandMark(index, name, component);
      }),
    ),
  );
}
