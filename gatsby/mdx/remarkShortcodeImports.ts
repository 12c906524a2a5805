/**
 * Adds an `import` for each site component an MDX file uses (`<Tabs>`, the
 * `Callout` that `:::tip` becomes…), so each page's chunk carries only its own
 * components instead of every page carrying all of them through MDXProvider.
 */
import path from 'node:path';
import { isShortcode, SHORTCODES, type ShortcodeName } from '../../src/mdx/shortcodes';
import { walk, type Node } from './ast';

const JSX_ELEMENTS = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

/** Names already bound by the file's own imports or exports; those are left alone. */
function boundNames(tree: Node): Set<string> {
  const names = new Set<string>();
  walk(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    for (const match of String(node.value ?? '').matchAll(/\b([A-Z][A-Za-z0-9]*)\b/g)) {
      names.add(match[1]!);
    }
  });
  return names;
}

/** The shortcodes a tree uses, grouped by the module that exports them. */
export function shortcodesUsed(tree: Node): Map<string, ShortcodeName[]> {
  const bound = boundNames(tree);
  const byModule = new Map<string, ShortcodeName[]>();
  walk(tree, (node) => {
    if (!JSX_ELEMENTS.has(node.type) || !isShortcode(node.name) || bound.has(node.name)) return;
    const module = SHORTCODES[node.name];
    const names = byModule.get(module) ?? [];
    if (!names.includes(node.name)) names.push(node.name);
    byModule.set(module, names);
  });
  return byModule;
}

const identifier = (name: string) => ({ type: 'Identifier', name });

/** One mdxjsEsm node importing `names` from `source`, with the estree MDX compiles from. */
export function importNode(names: readonly string[], source: string): Node {
  const value = `import {${names.join(', ')}} from ${JSON.stringify(source)}`;
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: names.map((name) => ({
              type: 'ImportSpecifier',
              imported: identifier(name),
              local: identifier(name),
            })),
            source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
          },
        ],
      },
    },
  };
}

export default function remarkShortcodeImports({ componentsDir }: { componentsDir: string }) {
  return (tree: Node) => {
    const imports = [...shortcodesUsed(tree)].map(([module, names]) =>
      importNode(names, path.join(componentsDir, module)),
    );
    if (imports.length > 0) tree.children = [...imports, ...(tree.children ?? [])];
  };
}
