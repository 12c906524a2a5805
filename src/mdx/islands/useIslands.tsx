import { useEffect, useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { componentsIn, type ContentElement, type ContentTree } from '../../lib/contentTree';
import { contentRenderer } from '../contentRendererSlot';
import { shortcodes } from '../shortcodeLoader';
import { islandMarkOf, islandMarksIn, islandsOf, ISLAND_ATTRIBUTE } from './islandMarks';

/** How far outside the screen an island starts to load, so it is ready when scrolled to. */
const NEAR_SCREEN = '300px 0px';
/** Touching an island before it came near the screen (a link to it, the keyboard) wakes it too. */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;

interface AwakeIsland {
  mark: HTMLElement;
  node: ContentElement;
  /** The server's nodes in the mark, which the island's own render replaces. */
  serverNodes: ChildNode[];
}

/** The island, drawn by the renderer; the server's nodes go in the same commit, so nothing flashes. */
function IslandMount({ island }: { island: AwakeIsland }) {
  const renderer = contentRenderer.current();
  useLayoutEffect(() => {
    for (const node of island.serverNodes) node.remove();
  }, [island]);
  return renderer ? <renderer.IslandContent node={island.node} /> : null;
}

/**
 * Mounts the islands of content that shows the server's HTML (`tree` is null
 * when React drew the content itself, islands included). Each island wakes
 * alone, when near the screen or touched: its code (the renderer and its
 * shortcodes' modules) loads, then it renders into its mark through a portal,
 * so it shares the page's providers (colour mode, API server, page data), and
 * it goes when the content does.
 */
export function useIslands(
  host: RefObject<HTMLElement | null>,
  tree: ContentTree | null,
): ReactNode[] {
  const [awake, setAwake] = useState<ReadonlyMap<number, AwakeIsland>>(() => new Map());
  useEffect(() => {
    const root = host.current;
    if (!root || !tree) return undefined;
    const nodes = islandsOf(tree);
    const marks = islandMarksIn(root);
    if (marks.size === 0) return undefined;
    let alive = true;
    const woken = new Set<number>();
    const wake = (mark: HTMLElement) => {
      const index = Number(mark.getAttribute(ISLAND_ATTRIBUTE));
      const node = nodes[index];
      if (woken.has(index) || marks.get(index) !== mark || !node) return;
      woken.add(index);
      for (const box of mark.children) observer?.unobserve(box);
      Promise.all([contentRenderer.load(), shortcodes.load(componentsIn([node]))]).then(
        () => {
          if (!alive) return;
          const island = { mark, node, serverNodes: [...mark.childNodes] };
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
    for (const mark of marks.values()) {
      // A mark has no box of its own (display: contents), so what is watched is what it holds.
      const boxes = [...mark.children];
      if (observer && boxes.length > 0) boxes.forEach((box) => observer.observe(box));
      else wake(mark);
    }
    const touched = (event: Event) => {
      const mark = islandMarkOf(event.target, root);
      if (mark) wake(mark);
    };
    for (const type of INTERACTIONS) root.addEventListener(type, touched, true);
    return () => {
      alive = false;
      observer?.disconnect();
      for (const type of INTERACTIONS) root.removeEventListener(type, touched, true);
      setAwake(new Map());
    };
  }, [host, tree]);
  return [...awake].map(([index, island]) =>
    createPortal(<IslandMount island={island} />, island.mark, String(index)),
  );
}
