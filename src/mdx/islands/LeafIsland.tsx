import { createElement, type ReactNode } from 'react';
import type { ContentElement } from '../../lib/contentTree';
import type { ShortcodeRegistry } from '../shortcodeRegistry';
import { siteShortcodes } from '../siteShortcodes';

/**
 * An island with no elements inside it (a player, a tool widget, a chart: text
 * at most) needs only its own component, not the content renderer's chunk, so
 * an island near the first screen does not bring the renderer to a first visit.
 */
export const isLeafIsland = ([, , ...children]: ContentElement): boolean =>
  children.every((child) => typeof child === 'string');

/** A leaf island as the content renderer would draw it; the caller has loaded its shortcode. */
export function LeafIsland({
  node,
  registry = siteShortcodes,
}: {
  node: ContentElement;
  registry?: ShortcodeRegistry;
}): ReactNode {
  const [type, props, ...children] = node;
  const component = registry.component(type);
  const text = children.filter((child): child is string => typeof child === 'string');
  return component ? createElement(component, props || null, ...text) : null;
}
