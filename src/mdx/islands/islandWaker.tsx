import { useEffect, useLayoutEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { componentsIn, type ContentElement } from '../../lib/contentTree';
import { lazyModule } from '../../lib/lazyModule';
import type { PageContent } from '../../lib/pageContent';
import { siteShortcodes } from '../siteShortcodes';
import { isLeafIsland, LeafIsland } from './LeafIsland';
import { islandMarkOf, islandMarksIn, ISLAND_ATTRIBUTE, LIVE_ATTRIBUTE } from './islandMarks';

/** What draws an island with elements of its own: a chunk that islands of text at most never load. */
const islandContent = lazyModule(
  () => import(/* webpackChunkName: "island-content" */ './IslandContent'),
);

/** How far outside the screen an island starts to load, so it is ready when scrolled to. */
const NEAR_SCREEN = '300px 0px';
/**
 * Turning to an island wakes it, near the screen or not: the pointer over it
 * (which also comes first on a touch), focus (a link to it, the keyboard), a key.
 */
const INTERACTIONS = ['pointerover', 'focusin', 'keydown'] as const;
/** A press and its release further apart than this are not one click. */
const PRESS_TO_CLICK_MS = 1000;
/** A browser's own click this soon after a handed-over press is that press again. */
const REPLAY_ECHO_MS = 100;

export interface AwakeIsland {
  mark: HTMLElement;
  node: ContentElement;
  /** The server's nodes in the mark, which the island's own render replaces. */
  serverNodes: ChildNode[];
  /**
   * Where in the mark a click landed before the island was live, to give it
   * again; asked for once the island is live, since a click can still come
   * after its code loaded and before React drew it.
   */
  takeClick: () => number[] | null;
  live: () => void;
}

/** The way down from `mark` to `element`, as child positions; null when not inside. */
export function pathWithin(mark: Element, element: Element | null): number[] | null {
  const path: number[] = [];
  for (let at = element; at && at !== mark; at = at.parentElement) {
    if (!at.parentElement) return null;
    path.unshift([...at.parentElement.children].indexOf(at));
  }
  return element && mark.contains(element) ? path : null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** A field's state: its text or choice, or for a box whether it is ticked. */
type Typed = [path: number[], value: string | boolean];

const isBox = (field: Element): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What a reader already typed, ticked or chose in the server's copy of an island, by place. */
function typedValues(mark: Element): Typed[] {
  const typed: Typed[] = [];
  for (const field of mark.querySelectorAll<Field>('input, textarea, select')) {
    const path = pathWithin(mark, field);
    if (!path) continue;
    if (isBox(field)) {
      if (field.checked !== field.defaultChecked) typed.push([path, field.checked]);
      continue;
    }
    const initial =
      field instanceof HTMLSelectElement
        ? [...field.options].find((option) => option.defaultSelected)?.value
        : field.defaultValue;
    if (field.value !== initial) typed.push([path, field.value]);
  }
  return typed;
}

/** Gives a field of the island a state as the reader would, so its component hears it. */
function retype(field: Element | null, value: string | boolean): void {
  if (typeof value === 'boolean') {
    if (field && isBox(field) && field.checked !== value) field.click();
    return;
  }
  if (!(field instanceof HTMLElement) || !('value' in field)) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

const indexOf = (mark: Element) => Number(mark.getAttribute(ISLAND_ATTRIBUTE));

const freshClick = () => new MouseEvent('click', { bubbles: true, cancelable: true, view: window });

/** Whether one place holds the other (or they are the same), by their ways down from a mark. */
function onOneBranch(a: number[], b: number[]): boolean {
  const shorter = a.length < b.length ? a : b;
  return shorter.every((position, depth) => a[depth] === b[depth]);
}

function elementAt(mark: Element, path: number[]): Element | null {
  let at: Element | null = mark;
  for (const position of path) at = at?.children[position] ?? null;
  return at;
}

/**
 * The island, drawn by its component; the server's nodes go in the same commit,
 * so nothing flashes. A click that reached the server's copy, and the focus,
 * pass to the same place in the island's own nodes.
 */
export function IslandMount({ island }: { island: AwakeIsland }) {
  const renderer = islandContent.current();
  const typed = useRef<Typed[]>([]);
  useLayoutEffect(() => {
    typed.current = typedValues(island.mark);
    const focused = pathWithin(island.mark, document.activeElement);
    for (const node of island.serverNodes) node.remove();
    island.live();
    island.mark.setAttribute(LIVE_ATTRIBUTE, '');
    if (focused) (elementAt(island.mark, focused) as HTMLElement | null)?.focus?.();
  }, [island]);
  useEffect(() => {
    for (const [path, value] of typed.current) retype(elementAt(island.mark, path), value);
    const clicked = island.takeClick();
    if (clicked) elementAt(island.mark, clicked)?.dispatchEvent(freshClick());
  }, [island]);
  if (isLeafIsland(island.node)) return <LeafIsland node={island.node} />;
  return renderer ? <renderer.IslandContent node={island.node} /> : null;
}

/**
 * Watches the islands of content that shows the server's HTML, and wakes each
 * alone, when near the screen or touched (a form that can wait, only when
 * touched): its code (its shortcodes' modules, and IslandContent if it
 * holds elements of its own) loads, then `setAwake` lists it for useIslands to
 * mount. `earlyClicks` are clicks made on islands before this code arrived,
 * kept for them like any click on a server copy. Returns the way to stop.
 */
export function watchIslands(
  root: HTMLElement,
  { islands, shortcodes }: Pick<PageContent, 'islands' | 'shortcodes'>,
  formsWait: boolean,
  setAwake: Dispatch<SetStateAction<ReadonlyMap<number, AwakeIsland>>>,
  earlyClicks: readonly Element[] = [],
): () => void {
  const marks = islandMarksIn(root);
  let alive = true;
  const woken = new Set<number>();
  const live = new Set<number>();
  const clicks = new Map<number, number[]>();
  const wake = (mark: HTMLElement) => {
    const index = indexOf(mark);
    const node = islands[index];
    if (woken.has(index) || marks.get(index) !== mark || !node) return;
    woken.add(index);
    for (const box of mark.children) observer?.unobserve(box);
    const renderer = isLeafIsland(node) ? undefined : islandContent.load();
    const needed = Object.fromEntries(
      componentsIn([node]).flatMap((name) => (shortcodes[name] ? [[name, shortcodes[name]]] : [])),
    );
    Promise.all([renderer, siteShortcodes.load(needed)]).then(
      () => {
        if (!alive) return;
        const island: AwakeIsland = {
          mark,
          node,
          serverNodes: [...mark.childNodes],
          takeClick: () => {
            const path = clicks.get(index) ?? null;
            clicks.delete(index);
            return path;
          },
          live: () => live.add(index),
        };
        setAwake((before) => new Map(before).set(index, island));
      },
      // Offline or a deploy in between: the island stays as the server drew it.
      (error: unknown) => console.warn('A part of this page could not be loaded.', error),
    );
  };
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const mark = entry.isIntersecting ? islandMarkOf(entry.target, root) : null;
              if (mark) wake(mark);
            }
          },
          { rootMargin: NEAR_SCREEN },
        );
  for (const [index, mark] of marks) {
    const node = islands[index];
    if (formsWait && node && shortcodes[node[0]]?.onIntent) continue;
    // A mark has no box of its own (display: contents), so what is watched is what it holds.
    const boxes = [...mark.children];
    if (observer && boxes.length > 0) boxes.forEach((box) => observer.observe(box));
    else wake(mark);
  }
  const touched = (event: Event) => {
    const mark = islandMarkOf(event.target, root);
    if (mark) wake(mark);
  };
  // A click on an island's server copy does nothing there; it is kept for the island.
  const pressed = new Map<number, { path: number[]; at: number }>();
  const replayed = new Map<number, number>();
  const pressing = (event: PointerEvent) => {
    const mark = islandMarkOf(event.target, root);
    const path = mark && pathWithin(mark, event.target as Element);
    if (mark && path && !live.has(indexOf(mark)))
      pressed.set(indexOf(mark), { path, at: event.timeStamp });
  };
  // The island replaced the copy between press and release: the browser makes
  // no click of that, so the press is given to the island as one.
  const releasing = (event: PointerEvent) => {
    const mark = islandMarkOf(event.target, root);
    if (!mark) return;
    const index = indexOf(mark);
    const press = pressed.get(index);
    if (!live.has(index) || !press) return;
    pressed.delete(index);
    if (event.timeStamp - press.at > PRESS_TO_CLICK_MS) return;
    // Only a release over what was pressed (or inside it, or around it) would have been a click.
    const path = pathWithin(mark, event.target as Element);
    if (!path || !onOneBranch(path, press.path)) return;
    elementAt(mark, press.path)?.dispatchEvent(freshClick());
    replayed.set(index, event.timeStamp);
  };
  const clicked = (event: MouseEvent) => {
    const mark = islandMarkOf(event.target, root);
    if (!mark) return;
    const index = indexOf(mark);
    const handedOver = replayed.get(index);
    replayed.delete(index);
    // The browser's own click of a press already handed over: given twice, a box
    // would tick and untick.
    if (handedOver !== undefined && event.timeStamp - handedOver < REPLAY_ECHO_MS) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (live.has(index)) return;
    // The browser made its click of the press: there is nothing left to hand over.
    pressed.delete(index);
    // A box ticks itself on the copy; the island takes its state over (typedValues).
    if (isBox(event.target as Element)) return;
    // A click on the copy is kept for the island.
    event.preventDefault();
    event.stopPropagation();
    const path = pathWithin(mark, event.target as Element);
    if (path) clicks.set(index, path);
    wake(mark);
  };
  for (const type of INTERACTIONS) root.addEventListener(type, touched, true);
  root.addEventListener('click', clicked, true);
  root.addEventListener('pointerdown', pressing, true);
  root.addEventListener('pointerup', releasing, true);
  for (const target of earlyClicks) {
    // A box ticked itself; its state is carried over like a typed value.
    if (isBox(target)) continue;
    const mark = islandMarkOf(target, root);
    const path = mark && pathWithin(mark, target);
    if (!mark || !path) continue;
    clicks.set(indexOf(mark), path);
    wake(mark);
  }
  return () => {
    alive = false;
    observer?.disconnect();
    for (const type of INTERACTIONS) root.removeEventListener(type, touched, true);
    root.removeEventListener('click', clicked, true);
    root.removeEventListener('pointerdown', pressing, true);
    root.removeEventListener('pointerup', releasing, true);
    setAwake(new Map());
  };
}
