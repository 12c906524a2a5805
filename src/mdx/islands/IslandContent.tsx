/**
 * An island that holds elements of its own (a code demo's code blocks), drawn
 * in the browser with its children: a chunk of its own, which an island with
 * text at most (LeafIsland) never loads. The rest of the content is the
 * build's HTML and is never drawn here.
 */
import { useMemo, useSyncExternalStore, type ElementType, type ReactNode } from 'react';
import {
  componentsIn,
  EXPLICIT_TAG,
  isComponentName,
  type ContentElement,
} from '../../lib/contentTree';
import { mdxComponents } from '../components';
import { guardShortcode } from '../guardShortcode';
import { renderNode, type Resolve } from '../renderContent';
import type { ShortcodeRegistry } from '../shortcodeRegistry';
import { siteShortcodes } from '../siteShortcodes';

const markdownComponents: Record<string, ElementType> = mdxComponents;

const resolverOf =
  (registry: ShortcodeRegistry): Resolve =>
  (type) => {
    if (type.startsWith(EXPLICIT_TAG)) return type.slice(EXPLICIT_TAG.length);
    if (!isComponentName(type)) return markdownComponents[type] ?? type;
    const component = registry.component(type);
    return component ? guardShortcode(type, component) : null;
  };

export function IslandContent({
  node,
  registry = siteShortcodes,
}: {
  node: ContentElement;
  registry?: ShortcodeRegistry;
}): ReactNode {
  const names = useMemo(() => componentsIn([node]), [node]);
  useSyncExternalStore(registry.subscribe, registry.version, registry.version);
  if (names.some((name) => !registry.component(name)))
    void registry.load(names).catch(() => undefined);
  return renderNode(node, resolverOf(registry));
}
