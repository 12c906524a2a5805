/**
 * The little of mdast/hast our plugins need, typed locally so the plugins stay
 * plain functions that unit tests can feed hand-built trees.
 */
export interface Position {
  start: { line: number; column: number };
  end?: { line: number; column: number };
}

export interface Node {
  type: string;
  children?: Node[];
  value?: string;
  position?: Position;
  data?: Record<string, unknown>;
  [field: string]: unknown;
}

export interface Parent extends Node {
  children: Node[];
}

/** What a unified plugin sees of the file being compiled. */
export interface FileLike {
  path?: string;
  value?: unknown;
  data: Record<string, unknown>;
  fail(reason: string, place?: Node | Position): never;
}

export type Visitor = (node: Node, index: number, parent: Parent | null) => void | 'skip';

/** Depth-first, parents before children; 'skip' leaves a node's children out. */
export function walk(node: Node, visitor: Visitor, index = 0, parent: Parent | null = null): void {
  if (visitor(node, index, parent) === 'skip') return;
  const children = node.children;
  if (!children) return;
  for (let i = 0; i < children.length; i += 1) walk(children[i]!, visitor, i, node as Parent);
}

export function textOf(node: Node): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** A hast element's classes, whether hast holds them as a list or as one string. */
export function classesOf(node: Node): string[] {
  const value = (node.properties as { className?: unknown } | undefined)?.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(' ') : [];
}

/** An MDX JSX element (block or inline) named `name`. */
export const isJsxElement = (node: Node, name: string): boolean =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name;

/** A JSX element's attribute `name`, as written (not a spread). */
export const attributeOf = (node: Node, name: string): Node | undefined =>
  ((node.attributes ?? []) as Node[]).find(
    (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name,
  );

export function jsxAttribute(name: string, value: string) {
  return { type: 'mdxJsxAttribute', name, value };
}
