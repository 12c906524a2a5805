/**
 * Turns a content tree (src/lib/contentTree.ts) into React elements, with a
 * `resolve` that says what each element name renders as. The site's pages and
 * the editor's preview both render through this, each with its own resolver.
 */
import { createElement, Fragment, type ElementType } from 'react';
import type { ContentElement, ContentNode, ContentTree } from '../lib/contentTree';

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
