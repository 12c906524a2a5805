/**
 * Block containers written as directives:
 *
 *   :::tip[Optional title]      (also info, warning, danger, details)
 *   Body in Markdown.
 *   :::
 *
 *   :::center / :::right        align the enclosed blocks
 *
 * Only the block forms (`::name` and `:::name`) are enabled: the inline
 * `:name` form would swallow emoji shortcodes and "key:value" prose.
 */
import { jsxAttribute, textOf, walk, type FileLike, type Node } from './ast';

import containerNames from './containerNames.json';

// The names live in JSON so scripts/check-mdx.mjs, which runs without a TypeScript step, reads them too.
export const CALLOUT_TYPES: readonly string[] = containerNames.callouts;
export const ALIGNMENTS: readonly string[] = containerNames.alignments;

function isLabel(node: Node): boolean {
  return (
    node.type === 'paragraph' &&
    Boolean((node.data as { directiveLabel?: boolean } | undefined)?.directiveLabel)
  );
}

/** Rewrites directive nodes into the MDX components that render them; unknown names fail the build. */
export function transformContainers(tree: Node, file: Pick<FileLike, 'fail'>): void {
  walk(tree, (node) => {
    if (node.type !== 'containerDirective' && node.type !== 'leafDirective') return;
    const name = String(node.name ?? '');
    const children = node.children ?? [];
    const label = children.find(isLabel);
    const body = children.filter((child) => child !== label);
    const title = label ? textOf(label).trim() : '';
    if (node.type === 'containerDirective' && (CALLOUT_TYPES as readonly string[]).includes(name)) {
      node.type = 'mdxJsxFlowElement';
      node.name = 'Callout';
      node.attributes = [
        jsxAttribute('type', name),
        ...(title ? [jsxAttribute('title', title)] : []),
      ];
      node.children = body;
      return;
    }
    if (node.type === 'containerDirective' && (ALIGNMENTS as readonly string[]).includes(name)) {
      node.type = 'mdxJsxFlowElement';
      node.name = 'Align';
      node.attributes = [jsxAttribute('to', name)];
      node.children = body;
      return;
    }
    file.fail(
      `Unknown container "${name}". Use one of ${[...CALLOUT_TYPES, ...ALIGNMENTS].join(', ')}.`,
      node.position,
    );
  });
}
