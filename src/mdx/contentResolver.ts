/**
 * What each name in a content tree draws as, for the two places that draw
 * trees: the build's whole page (MdxContent) and an island with elements of
 * its own (islands/IslandContent).
 */
import { useSyncExternalStore, type ElementType } from 'react';
import { EXPLICIT_TAG, isComponentName, type ContentElement } from '../lib/contentTree';
import { mdxComponents } from './components';
import { guardShortcode } from './guardShortcode';
import type { Resolve } from './renderContent';
import type { ShortcodeRegistry } from './shortcodeRegistry';

const markdownComponents: Record<string, ElementType> = mdxComponents;

/** Where a shortcode's component goes once found: as it is, or inside an island's mark. */
export type PlaceShortcode = (
  component: ElementType,
  name: string,
  node: ContentElement,
) => ElementType;

const asItIs: PlaceShortcode = (component) => component;

/**
 * A tag written as JSX stays that tag; a shortcode is the registry's component,
 * guarded (null while its module has not arrived); anything else is markdown's
 * element through the site's markdown components.
 */
export function contentResolver(
  registry: ShortcodeRegistry,
  place: PlaceShortcode = asItIs,
): Resolve {
  return (type, node) => {
    if (type.startsWith(EXPLICIT_TAG)) return type.slice(EXPLICIT_TAG.length);
    if (!isComponentName(type)) return markdownComponents[type] ?? type;
    const component = registry.component(type);
    return component ? place(guardShortcode(type, component), type, node) : null;
  };
}

/** Re-renders when a module arrives; starts loading any of `names` the registry lacks. */
export function useShortcodes(registry: ShortcodeRegistry, names: readonly string[]): void {
  useSyncExternalStore(registry.subscribe, registry.version, registry.version);
  const missing = names.some((name) => !registry.component(name));
  // Starts any missing module during render, as a cache fill: the server render needs it done there.
  if (missing) void registry.load(names).catch(() => undefined);
}
