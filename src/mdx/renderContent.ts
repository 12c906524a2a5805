/**
 * How a content tree (src/lib/contentTree.ts) becomes React elements: what
 * each name draws as (contentResolver: a shortcode from the registry,
 * src/mdx/shortcodeRegistry.ts) and the drawing itself, for the build's whole
 * page (src/mdx/static/staticContent.tsx) and an island with elements of its
 * own (islands/IslandContent). The editor's preview draws with a resolver of
 * its own. A leaf island needs none of this, only the registry.
 */
import { createElement, Fragment, useSyncExternalStore, type ElementType } from 'react';
import {
  EXPLICIT_TAG,
  isComponentName,
  type ContentElement,
  type ContentNode,
  type ContentTree,
} from '../lib/contentTree';
import { mdxComponents } from './components';
import type { ShortcodeRegistry, ShortcodesToLoad } from './shortcodeRegistry';

/** What an element renders as; `node` is the tree's own element, the same object on every render. */
export type Resolve = (type: string, node: ContentElement) => ElementType | string | null;

export function renderNode(
  node: ContentNode,
  resolve: Resolve,
): ReturnType<typeof createElement> | string {
  if (typeof node === 'string') return node;
  const [type, props, ...children] = node;
  const component = resolve(type, node);
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

const markdownComponents: Record<string, ElementType> = mdxComponents;

/** Where a shortcode's component goes once found: as it is, or inside an island's mark. */
export type PlaceShortcode = (
  component: ElementType,
  name: string,
  node: ContentElement,
) => ElementType;

const asItIs: PlaceShortcode = (component) => component;

/**
 * A tag written as JSX stays that tag; a shortcode is the registry's component
 * (null while its module has not arrived); anything else is markdown's element
 * through the site's markdown components.
 */
export function contentResolver(
  registry: ShortcodeRegistry,
  place: PlaceShortcode = asItIs,
): Resolve {
  return (type, node) => {
    if (type.startsWith(EXPLICIT_TAG)) return type.slice(EXPLICIT_TAG.length);
    if (!isComponentName(type)) return markdownComponents[type] ?? type;
    const component = registry.component(type);
    return component ? place(component, type, node) : null;
  };
}

/** Re-renders when a module arrives; starts loading any of `shortcodes` the registry lacks. */
export function useShortcodes(
  registry: ShortcodeRegistry,
  shortcodes: ShortcodesToLoad = {},
): void {
  useSyncExternalStore(registry.subscribe, registry.version, registry.version);
  const missing = Object.keys(shortcodes).some((name) => !registry.component(name));
  // Starts any missing module during render, as a cache fill: the server render needs it done there.
  if (missing) void registry.load(shortcodes).catch(() => undefined);
}
