/**
 * Loads code that gives server HTML its behaviour, and keeps the clicks a
 * reader makes in `root` while the code is on its way, so the first touch is
 * not lost. `wanted` picks the clicks worth keeping; `arrive` gets the module
 * with the clicked elements, oldest first, and returns how to undo what it
 * attached. If the code cannot be had (offline, a deploy in between), the
 * markup stays as the server drew it and a warning says why.
 *
 * Returns the undo for everything: the keeping, and what `arrive` attached
 * if the module came; a module that arrives after it is ignored.
 */
export function loadKeepingClicks<Module>(
  root: HTMLElement,
  wanted: (target: Element) => boolean,
  load: () => Promise<Module>,
  arrive: (module: Module, clicked: Element[]) => (() => void) | undefined,
): () => void {
  let detach: (() => void) | undefined;
  let gone = false;
  const clicked: Element[] = [];
  // Capture: a handler inside the markup that stops the click must not hide it.
  const keep = (event: Event) => {
    const target = event.target;
    if (target instanceof Element && root.contains(target) && wanted(target)) clicked.push(target);
  };
  const stopKeeping = () => root.removeEventListener('click', keep, true);
  root.addEventListener('click', keep, true);
  load().then(
    (module) => {
      stopKeeping();
      if (!gone) detach = arrive(module, clicked);
    },
    (error: unknown) => {
      stopKeeping();
      console.warn('A part of this page could not be loaded.', error);
    },
  );
  return () => {
    gone = true;
    stopKeeping();
    detach?.();
  };
}
