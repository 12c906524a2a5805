/**
 * One sentence per fact: `<Shared id="first-admin-password" />` stands for the
 * text of content/<locale>/_shared/first-admin-password.mdx, a fact several
 * pages state. The build puts that text in the element's place before any
 * other plugin runs, so it is part of the page like its own words (headings
 * ids, links, containers, search, the content allowlist), and a correction to
 * the shared file reaches every page that uses it. The locale is the page's.
 *
 * Written as a block, the element becomes the shared text's blocks; inside a
 * sentence, it becomes the text of its one paragraph.
 */
import { attributeOf, isJsxElement, walk, type FileLike, type Node, type Parent } from './ast';

/** Where shared texts live in each locale's tree. */
export const SHARED_FOLDER = '_shared';

/** The element content writes. */
export const SHARED_ELEMENT = 'Shared';

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface SharedTextOptions {
  /** The text of a shared id for the page being compiled, or null when there is none. */
  read(id: string, file: FileLike): string | null;
}

/** The ids of the shared texts a compiled page used (in its file's data). */
export const SHARED_IDS = 'sharedTextIds';

type Parse = (text: string) => Node;

/** The `id` attribute, written as a plain string. */
function idOf(node: Node, file: FileLike): string {
  const attributes = (node.attributes ?? []) as Node[];
  const id = attributeOf(node, 'id');
  if (attributes.length !== 1 || typeof id?.value !== 'string' || !ID.test(id.value))
    file.fail(
      `<${SHARED_ELEMENT}> takes one prop, id="…", naming a file of content/<locale>/${SHARED_FOLDER}/ in lower case with dashes`,
      node,
    );
  if ((node.children ?? []).length > 0) file.fail(`<${SHARED_ELEMENT}> takes no children`, node);
  return id!.value as string;
}

/** Gives every node of an included tree the place of the element it stands for. */
function placeAt(tree: Node, place: Node['position']): void {
  walk(tree, (node) => {
    node.position = place;
    return undefined;
  });
}

function expand(
  tree: Node,
  file: FileLike,
  parse: Parse,
  read: SharedTextOptions['read'],
  used: string[],
): void {
  walk(tree, (node, index, parent) => {
    if (!parent || !isJsxElement(node, SHARED_ELEMENT)) return undefined;
    const id = idOf(node, file);
    if (used.includes(id)) file.fail(`the shared text "${id}" includes itself`, node);
    const text = read(id, file);
    if (text === null)
      file.fail(
        `there is no shared text "${id}" (content/<locale>/${SHARED_FOLDER}/${id}.mdx)`,
        node,
      );
    const included = parse(text!);
    expand(included, file, parse, read, [...used, id]);
    placeAt(included, node.position);
    let replacement = included.children ?? [];
    if (node.type === 'mdxJsxTextElement') {
      const [only, ...rest] = replacement;
      if (only?.type !== 'paragraph' || rest.length > 0)
        file.fail(
          `the shared text "${id}" is used inside a sentence, so it must be one paragraph`,
          node,
        );
      replacement = only!.children ?? [];
    }
    (parent as Parent).children.splice(index, 1, ...replacement);
    ((file.data[SHARED_IDS] ??= []) as string[]).push(id);
    // The replacement is walked by the recursive call above; go on after it.
    return 'skip';
  });
}

export default function remarkShared(this: { parse: Parse }, options: SharedTextOptions) {
  const parse: Parse = (text) => this.parse(text);
  return (tree: Node, file: FileLike) => expand(tree, file, parse, options.read, []);
}
