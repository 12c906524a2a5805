/**
 * Renders a page's content tree (src/lib/contentTree.ts) as MDX would have:
 * markdown's elements through the site's markdown components, tags written as
 * JSX as they are, shortcodes from the registry.
 */
import { createElement, Fragment, useMemo, useSyncExternalStore, type ElementType } from 'react';
import {
  componentsIn,
  EXPLICIT_TAG,
  isComponentName,
  type ContentNode,
  type ContentTree,
} from '../lib/contentTree';
import { mdxComponents } from './components';
import type { ShortcodeRegistry } from './shortcodeRegistry';
import { shortcodes as siteShortcodes } from './shortcodeLoader';

const markdownComponents: Record<string, ElementType> = mdxComponents;

const NO_CONTENT: ContentTree = [];

type Resolve = (type: string) => ElementType | string | null;

function renderNode(
  node: ContentNode,
  resolve: Resolve,
): ReturnType<typeof createElement> | string {
  if (typeof node === 'string') return node;
  const [type, props, ...children] = node;
  const component = resolve(type);
  if (!component) return createElement(Fragment);
  return createElement(
    component,
    props || null,
    ...children.map((child) => renderNode(child, resolve)),
  );
}

export function renderContent(tree: ContentTree, resolve: Resolve) {
  return createElement(Fragment, null, ...tree.map((node) => renderNode(node, resolve)));
}

export function MdxContent({
  tree,
  registry = siteShortcodes,
}: {
  /** The page's `Mdx.content` (a JSON field, so typed loosely by Gatsby's type generation). */
  tree: ContentTree | unknown;
  registry?: ShortcodeRegistry;
}) {
  const content = Array.isArray(tree) ? (tree as ContentTree) : NO_CONTENT;
  const names = useMemo(() => componentsIn(content), [content]);
  // Re-renders when a module arrives; the server render has them all at once.
  useSyncExternalStore(registry.subscribe, registry.version, registry.version);
  const missing = names.some((name) => !registry.component(name));
  // Starts any missing module during render, as a cache fill: the server render needs it done there.
  if (missing) void registry.load(names).catch(() => undefined);
  const resolve: Resolve = (type) => {
    if (type.startsWith(EXPLICIT_TAG)) return type.slice(EXPLICIT_TAG.length);
    if (isComponentName(type)) return registry.component(type) ?? null;
    return markdownComponents[type] ?? type;
  };
  return renderContent(content, resolve);
}
