/** Registers the block directive syntax and turns directives into containers (see containers.ts). */
import { directive } from 'micromark-extension-directive';
import { directiveFromMarkdown } from 'mdast-util-directive';
import type { FileLike, Node } from './ast';
import { transformContainers } from './containers';

interface ProcessorData {
  micromarkExtensions?: unknown[];
  fromMarkdownExtensions?: unknown[];
}

export default function remarkContainers(this: { data(): ProcessorData }) {
  const data = this.data();
  const blockOnly = { flow: directive().flow };
  (data.micromarkExtensions ??= []).push(blockOnly);
  (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown);
  return (tree: Node, file: FileLike) => transformContainers(tree, file);
}
