import { Fragment, isValidElement, type ReactNode } from 'react';

/**
 * Whether a React tree is plain markup: text, fragments and HTML elements
 * only, without event handlers or refs. Such a tree does nothing once rendered, so its
 * server HTML can stand in for it (ServerMarkup). A component anywhere in it
 * (a site link that navigates in place, a widget) makes it not plain.
 */
export function isPlainMarkup(node: ReactNode): boolean {
  if (node === null || node === undefined || typeof node === 'boolean') return true;
  if (typeof node === 'string' || typeof node === 'number') return true;
  if (Array.isArray(node)) return node.every(isPlainMarkup);
  if (!isValidElement(node)) return false;
  const element = node as { ref?: unknown; props: Record<string, unknown> };
  if (node.type === Fragment) return isPlainMarkup(element.props.children as ReactNode);
  if (typeof node.type !== 'string') return false;
  if (element.ref) return false;
  for (const [name, value] of Object.entries(element.props)) {
    if (name === 'children') continue;
    if (/^on[A-Z]/.test(name) || typeof value === 'function') return false;
  }
  return isPlainMarkup(element.props.children as ReactNode);
}
