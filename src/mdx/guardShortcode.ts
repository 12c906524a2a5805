import { createElement, type ComponentType, type ElementType } from 'react';
import { ErrorBoundary } from '../components/ErrorBoundary';

/**
 * Shortcodes render inside a boundary of their own, so a widget that throws
 * (a diagram, a chart, a player, a tool form) leaves the rest of the page.
 * <Tab> is left bare: <Tabs> recognises its children by their type.
 */
const UNGUARDED = new Set(['Tab']);
const guarded = new WeakMap<ComponentType<Record<string, unknown>>, ElementType>();

/** The shortcode `name` as it renders in content: the same wrapper each time, so React keeps its state. */
export function guardShortcode(
  name: string,
  component: ComponentType<Record<string, unknown>>,
): ElementType {
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
