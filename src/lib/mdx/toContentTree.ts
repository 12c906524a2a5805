/**
 * Turns a compiled MDX page into a content tree (src/lib/contentTree.ts): data
 * that reaches the browser with the page's query result, instead of a
 * JavaScript module per content file.
 *
 * The last rehype plugin of the page's own pipeline converts the hast tree
 * with hast-util-to-estree, the converter MDX itself runs, so props come out
 * exactly as MDX would pass them (`className`, style objects, `dangerouslySetInnerHTML`
 * for raw HTML). Content is data, not code: a component gets literal values
 * only, and `import`/`export` have no place in a content file. Anything else
 * stops the build naming the file and line.
 */
import { isShortcode, shortcodePropsRefusal } from './shortcodes';
import { elementRefusal } from './contentAllowlist';
import {
  EXPLICIT_TAG,
  isComponentName,
  type ContentNode,
  type ContentProps,
  type ContentTree,
} from '../contentTree';

/** The part of an estree (with JSX) node the conversion reads. */
export interface EsNode {
  type: string;
  loc?: { start: { line: number; column: number } } | null;
  data?: Record<string, unknown>;
  [field: string]: unknown;
}

/** Why a content file cannot be built, and where; the message starts with `file:line:column` when the file is known. */
export class ContentError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number | null,
    readonly column: number | null,
    readonly file: string | null = null,
  ) {
    super(file ? `${file}${line ? `:${line}:${column ?? 1}` : ''}: ${reason}` : reason);
    this.name = 'ContentError';
  }
}

function fail(reason: string, node: EsNode | undefined): never {
  const start = node?.loc?.start;
  throw new ContentError(reason, start?.line ?? null, start ? start.column + 1 : null);
}

const LITERALS_ONLY =
  'a component in a content file takes literal values only (text, numbers, true, false, null, ' +
  'and arrays or objects of them)';

/** The value of a literal expression: `2025`, `"a"`, `[1, 2]`, `{ __html: "…" }`, `-1`. */
export function literalValue(node: EsNode): unknown {
  switch (node.type) {
    case 'Literal':
      if ('regex' in node || 'bigint' in node) break;
      return node.value;
    case 'TemplateLiteral':
      if ((node.expressions as EsNode[]).length > 0) break;
      return (node.quasis as { value: { cooked: string } }[])[0]?.value.cooked ?? '';
    case 'ArrayExpression':
      return (node.elements as (EsNode | null)[]).map((element) =>
        element && element.type !== 'SpreadElement'
          ? literalValue(element)
          : fail(LITERALS_ONLY, node),
      );
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const property of node.properties as EsNode[]) {
        const key = property.key as EsNode | undefined;
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || !key)
          fail(LITERALS_ONLY, property);
        const name = key.type === 'Identifier' ? key.name : literalValue(key);
        object[String(name)] = literalValue(property.value as EsNode);
      }
      return object;
    }
    case 'UnaryExpression': {
      const value = literalValue(node.argument as EsNode);
      if (typeof value === 'number' && node.operator === '-') return -value;
      if (typeof value === 'number' && node.operator === '+') return value;
      break;
    }
    case 'Identifier':
      if (node.name === 'undefined') return undefined;
      break;
  }
  return fail(LITERALS_ONLY, node);
}

/** The name of a JSX attribute, or of an element (from its opening tag). */
function elementName(node: EsNode): string {
  const name = (
    node.type === 'JSXElement' ? (node.openingElement as EsNode).name : node.name
  ) as EsNode;
  if (name.type === 'JSXIdentifier') return name.name as string;
  if (name.type === 'JSXNamespacedName')
    return `${(name.namespace as EsNode).name as string}:${(name.name as EsNode).name as string}`;
  return fail('a content file can use components by their plain name only', node);
}

function attributeValue(value: EsNode | null | undefined): unknown {
  if (!value) return true;
  if (value.type === 'Literal') return value.value;
  if (value.type === 'JSXExpressionContainer') return literalValue(value.expression as EsNode);
  return fail(LITERALS_ONLY, value);
}

function propsOf(element: EsNode): ContentProps | 0 {
  const opening = element.openingElement as EsNode;
  const props: ContentProps = {};
  for (const attribute of opening.attributes as EsNode[]) {
    if (attribute.type === 'JSXSpreadAttribute') {
      Object.assign(props, literalValue(attribute.argument as EsNode));
      continue;
    }
    props[elementName(attribute)] = attributeValue(attribute.value as EsNode | null);
  }
  return Object.keys(props).length > 0 ? props : 0;
}

/** Adjacent texts become one, as React would render them. */
function pushChild(children: ContentNode[], child: ContentNode): void {
  const last = children[children.length - 1];
  if (typeof child === 'string' && typeof last === 'string')
    children[children.length - 1] = last + child;
  else children.push(child);
}

function childrenOf(nodes: EsNode[], into: ContentNode[] = []): ContentNode[] {
  for (const node of nodes) {
    switch (node.type) {
      case 'JSXText':
        pushChild(into, node.value as string);
        break;
      case 'JSXFragment':
        childrenOf(node.children as EsNode[], into);
        break;
      case 'JSXElement':
        into.push(elementOf(node));
        break;
      case 'JSXExpressionContainer': {
        const expression = node.expression as EsNode;
        // `{/* a comment */}`
        if (expression.type === 'JSXEmptyExpression') break;
        const value = literalValue(expression);
        if (typeof value === 'string' || typeof value === 'number') pushChild(into, String(value));
        else if (value !== null && value !== undefined && typeof value !== 'boolean')
          fail('an expression in a content file must give text or a number', node);
        break;
      }
      default:
        fail(`a content file cannot contain ${node.type}`, node);
    }
  }
  return into;
}

function elementOf(node: EsNode): ContentNode {
  const name = elementName(node);
  const written = Boolean(node.data?._mdxExplicitJsx);
  const props = propsOf(node);
  if (isComponentName(name)) {
    if (!isShortcode(name))
      fail(
        `<${name}> is not a component content files can use (see src/lib/mdx/shortcodes.ts)`,
        node,
      );
    const refused = shortcodePropsRefusal(name, props || {});
    if (refused) fail(refused, node);
    return [name, props, ...childrenOf(node.children as EsNode[])];
  }
  const refused = elementRefusal(name, props || {}, written);
  if (refused) fail(refused, node);
  // HTML names are not case-sensitive: the tree holds the name the schema allowed.
  const tag = name.toLowerCase();
  return [written ? EXPLICIT_TAG + tag : tag, props, ...childrenOf(node.children as EsNode[])];
}

/** The content tree of the program hast-util-to-estree made from a page. */
export function contentTreeOf(program: EsNode): ContentTree {
  const tree: ContentNode[] = [];
  for (const statement of program.body as EsNode[]) {
    if (statement.type !== 'ExpressionStatement')
      fail(
        'import and export have no place in a content file: components are available by name ' +
          '(src/lib/mdx/shortcodes.ts) and data comes from front matter (`data:`)',
        statement,
      );
    childrenOf([statement.expression as EsNode], tree);
  }
  return tree;
}
