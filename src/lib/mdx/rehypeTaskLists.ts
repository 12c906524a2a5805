/**
 * GitHub task lists (`- [x] done`) become read-only checkboxes with no name of
 * their own, which screen readers announce as just "checkbox". This names
 * each one by its item's text: the text is wrapped in a span with an id, and
 * the checkbox points at it with aria-labelledby.
 */
import { classesOf, textOf, walk, type Node, type Parent } from './ast';

const LIST_TAGS = new Set(['ul', 'ol']);

const isElement = (node: Node | undefined, tagName?: string): boolean =>
  node?.type === 'element' && (tagName === undefined || node.tagName === tagName);

const isCheckbox = (node: Node | undefined): boolean =>
  isElement(node, 'input') &&
  (node!.properties as { type?: unknown } | undefined)?.type === 'checkbox';

/** The element that holds the checkbox: the item itself (tight list) or its first paragraph. */
function checkboxHolder(item: Parent): Parent | null {
  if (item.children.some(isCheckbox)) return item;
  const paragraph = item.children.find((child) => isElement(child, 'p')) as Parent | undefined;
  return paragraph?.children.some(isCheckbox) ? paragraph : null;
}

/** Labels the task-list checkboxes of one page; ids are `task-item-1`, `task-item-2`… */
export function labelTaskLists(tree: Node, prefix = 'task-item'): void {
  let count = 0;
  walk(tree, (node) => {
    if (!isElement(node, 'li') || !classesOf(node).includes('task-list-item')) return;
    const holder = checkboxHolder(node as Parent);
    if (!holder) return;
    const at = holder.children.findIndex(isCheckbox);
    const checkbox = holder.children[at]!;
    // The item's own text runs from the checkbox to the first nested list.
    let end = at + 1;
    while (end < holder.children.length && !LIST_TAGS.has(String(holder.children[end]!.tagName))) {
      end += 1;
    }
    // The spaces and line breaks around the text stay outside the label.
    const blank = (index: number) => {
      const child = holder.children[index]!;
      return child.type === 'text' && !String(child.value).trim();
    };
    const start = at + 1 < end && blank(at + 1) ? at + 2 : at + 1;
    while (end > start && blank(end - 1)) end -= 1;
    const label = holder.children.slice(start, end);
    if (!textOf({ type: 'root', children: label }).trim()) return;
    count += 1;
    const id = `${prefix}-${count}`;
    const span: Node = { type: 'element', tagName: 'span', properties: { id }, children: label };
    holder.children.splice(start, end - start, span);
    checkbox.properties = {
      ...(checkbox.properties as Record<string, unknown>),
      disabled: true,
      ariaLabelledBy: id,
    };
  });
}

export default function rehypeTaskLists() {
  return (tree: Node) => labelTaskLists(tree);
}
