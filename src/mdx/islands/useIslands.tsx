import { useEffect, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { ContentTree } from '../../lib/contentTree';
import { lazyModule } from '../../lib/lazyModule';
import { islandMarkOf, islandMarksIn } from './islandMarks';
import type { AwakeIsland } from './islandWaker';

/** What wakes and mounts islands: a chunk of its own, for content that has any. */
const islandWaker = lazyModule(
  () => import(/* webpackChunkName: "island-waker" */ './islandWaker'),
);

/**
 * Mounts the islands of content that shows the server's HTML (`tree` is null
 * when React drew the content itself, islands included), each alone through a
 * portal into its mark, so it shares the page's providers (colour mode, API
 * server, page data), and it goes when the content does. When and how each
 * wakes is src/mdx/islands/islandWaker.tsx, which content with no island never
 * loads; a click on an island before it arrived is kept for the island.
 */
export function useIslands(
  host: RefObject<HTMLElement | null>,
  tree: ContentTree | null,
  /** Whether the islands that can wait for the reader (wakesOnIntent) do. */
  formsWait = true,
): ReactNode[] {
  const [awake, setAwake] = useState<ReadonlyMap<number, AwakeIsland>>(() => new Map());
  const waker = useSyncExternalStore(
    islandWaker.subscribe,
    islandWaker.current,
    islandWaker.current,
  );
  useEffect(() => {
    const root = host.current;
    if (!root || !tree || islandMarksIn(root).size === 0) return undefined;
    let stop: (() => void) | null = null;
    let gone = false;
    const early: Element[] = [];
    const keep = (event: MouseEvent) => {
      if (event.target instanceof Element && islandMarkOf(event.target, root))
        early.push(event.target);
    };
    root.addEventListener('click', keep, true);
    islandWaker.load().then(
      (code) => {
        root.removeEventListener('click', keep, true);
        if (!gone) stop = code.watchIslands(root, tree, formsWait, setAwake, early);
      },
      (error: unknown) => {
        root.removeEventListener('click', keep, true);
        // Offline or a deploy in between: the islands stay as the server drew them.
        console.warn('A part of this page could not be loaded.', error);
      },
    );
    return () => {
      gone = true;
      root.removeEventListener('click', keep, true);
      stop?.();
    };
  }, [host, tree, formsWait]);
  if (!waker) return [];
  const { IslandMount } = waker;
  return [...awake].map(([index, island]) =>
    createPortal(<IslandMount island={island} />, island.mark, String(index)),
  );
}
