/**
 * Renders a page's content tree (src/lib/contentTree.ts) as MDX would have:
 * markdown's elements through the site's markdown components, tags written as
 * JSX as they are, shortcodes from the registry.
 */
import {
  createElement,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
  type ElementType,
} from 'react';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { componentsIn, EXPLICIT_TAG, isComponentName, type ContentTree } from '../lib/contentTree';
import { mdxComponents } from './components';
import { renderContent, type Resolve } from './renderContent';
import type { ShortcodeRegistry } from './shortcodeRegistry';
import { shortcodes as siteShortcodes } from './shortcodeLoader';

const markdownComponents: Record<string, ElementType> = mdxComponents;

const NO_CONTENT: ContentTree = [];

/**
 * Shortcodes render inside a boundary of their own, so a widget that throws
 * (a diagram, a chart, a player, a tool form) leaves the rest of the page.
 * <Tab> is left bare: <Tabs> recognises its children by their type.
 */
const UNGUARDED = new Set(['Tab']);
const guarded = new WeakMap<ComponentType<Record<string, unknown>>, ElementType>();

function guard(name: string, component: ComponentType<Record<string, unknown>>): ElementType {
  if (UNGUARDED.has(name)) return component;
  let wrapper = guarded.get(component);
  if (!wrapper) {
    const Guarded = (props: Record<string, unknown>) =>
      createElement(ErrorBoundary, { part: 'widget', name }, createElement(component, props));
    Guarded.displayName = `Guarded(${name})`;
    wrapper = Guarded;
    guarded.set(component, wrapper);
  }
  return wrapper;
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
    if (isComponentName(type)) {
      const component = registry.component(type);
      return component ? guard(type, component) : null;
    }
    return markdownComponents[type] ?? type;
  };
  return createElement(ErrorBoundary, { part: 'page' }, renderContent(content, resolve));
}
