/** The attribute that marks an island in the content's HTML, holding its number (see MdxContent). */
export const ISLAND_ATTRIBUTE = 'data-island';

const ISLAND_SELECTOR = `[${ISLAND_ATTRIBUTE}]`;

/** Set on an island's mark once its own render has replaced the server's copy. */
export const LIVE_ATTRIBUTE = 'data-island-live';

/** The island marks below `root`, by number. */
export function islandMarksIn(root: ParentNode): Map<number, HTMLElement> {
  const marks = new Map<number, HTMLElement>();
  for (const element of root.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)) {
    const index = Number(element.getAttribute(ISLAND_ATTRIBUTE));
    if (Number.isInteger(index) && !marks.has(index)) marks.set(index, element);
  }
  return marks;
}

/** True when content below `root` has an island to mount. */
export function hasIslandMarks(root: ParentNode): boolean {
  return root.querySelector(ISLAND_SELECTOR) !== null;
}

/** The island mark an event happened in, if any, within `root`. */
export function islandMarkOf(target: EventTarget | null, root: Element): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const mark = target.closest<HTMLElement>(ISLAND_SELECTOR);
  return mark && root.contains(mark) ? mark : null;
}
