#!/usr/bin/env node
/**
 * Quick syntax check for content files without a full Gatsby build: compiles
 * each MDX file with the same parser extensions the site uses (GFM and block
 * containers) and reports file:line:column for anything that fails.
 *
 *   node scripts/check-mdx.mjs [files or folders…]   (default: content/)
 */
import { compile } from '@mdx-js/mdx';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../gatsby/lib/filesUnder.mjs';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { directive } from 'micromark-extension-directive';
import remarkGfm from 'remark-gfm';

import containerNames from '../src/lib/mdx/containerNames.json' with { type: 'json' };

const CONTAINERS = new Set([...containerNames.callouts, ...containerNames.alignments]);

function blockContainers() {
  const data = this.data();
  (data.micromarkExtensions ??= []).push({ flow: directive().flow });
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown);
  return (tree, file) => {
    const visit = (node) => {
      if (node.type === 'containerDirective' && !CONTAINERS.has(node.name))
        file.fail(`Unknown container ":::${node.name}"`, node);
      if (node.type === 'leafDirective') file.fail(`Unknown directive "::${node.name}"`, node);
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

const walk = (target) =>
  statSync(target).isDirectory()
    ? filesUnder(target)
        .filter((file) => file.endsWith('.mdx'))
        .map((file) => path.join(target, file))
    : target.endsWith('.mdx')
      ? [target]
      : [];

const targets = process.argv.slice(2);
const files = (targets.length ? targets : ['content']).flatMap(walk);
let failures = 0;
for (const file of files) {
  const source = readFileSync(file, 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (block) =>
    // Keep line numbers true by blanking the front matter instead of cutting it.
    '\n'.repeat(block.split('\n').length - 1),
  );
  try {
    await compile(
      { value: source, path: file },
      { remarkPlugins: [[remarkGfm, { singleTilde: false }], blockContainers] },
    );
  } catch (error) {
    failures += 1;
    const where = error.line ? `${file}:${error.line}:${error.column ?? 0}` : file;
    console.error(`${where}: ${error.reason ?? error.message}`);
  }
}
console.log(`${files.length - failures} of ${files.length} MDX file(s) compile`);
process.exit(failures ? 1 : 0);
