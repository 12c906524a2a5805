/**
 * Renders a page's content tree (src/lib/contentTree.ts) as MDX would have:
 * markdown's elements through the site's markdown components, tags written as
 * JSX as they are, shortcodes from the registry. The build draws it in Node
 * (src/mdx/static/staticContent.tsx); the browser never does. Each island
 * shortcode (src/lib/mdx/shortcodes.ts) sits in a mark that numbers it in
 * document order, so that the browser can find it in the HTML and mount it
 * alone (src/mdx/islands).
 */
import { createElement, useMemo, useSyncExternalStore, type ElementType } from 'react';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { guardShortcode } from './guardShortcode';
import {
  componentsIn,
  EXPLICIT_TAG,
  isComponentName,
  type ContentElement,
  type ContentTree,
} from '../lib/contentTree';
import { ISLAND_ATTRIBUTE } from './islands/islandMarks';
import { islandsOf } from '../lib/islandsOf';
import { mdxComponents } from './components';
import { renderContent, type Resolve } from './renderContent';
import type { ShortcodeRegistry } from './shortcodeRegistry';

const markdownComponents: Record<string, ElementType> = mdxComponents;

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

function resolver(
  registry: ShortcodeRegistry,
  islandIndex: ReadonlyMap<ContentElement, number>,
): Resolve {
  return (type, node) => {
    if (type.startsWith(EXPLICIT_TAG)) return type.slice(EXPLICIT_TAG.length);
    if (isComponentName(type)) {
      const component = registry.component(type);
      if (!component) return null;
      const index = islandIndex.get(node);
      return index === undefined
        ? guardShortcode(type, component)
        : islandMark(index, type, guardShortcode(type, component));
    }
    return markdownComponents[type] ?? type;
  };
}

/** Re-renders when a module arrives; starts loading any the names miss. */
function useShortcodes(registry: ShortcodeRegistry, names: readonly string[]): void {
  useSyncExternalStore(registry.subscribe, registry.version, registry.version);
  const missing = names.some((name) => !registry.component(name));
  // Starts any missing module during render, as a cache fill: the server render needs it done there.
  if (missing) void registry.load(names).catch(() => undefined);
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
  const names = useMemo(() => componentsIn(content), [content]);
  const islandIndex = useMemo(
    () => new Map(islandsOf(content).map((node, index) => [node, index])),
    [content],
  );
  useShortcodes(registry, names);
  return createElement(
    ErrorBoundary,
    { part: 'page' },
    renderContent(content, resolver(registry, islandIndex)),
  );
}
