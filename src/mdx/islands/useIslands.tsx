import { useEffect, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { PageContent } from '../../lib/pageContent';
import { lazyModule } from '../../lib/lazyModule';
import { loadKeepingClicks } from '../loadKeepingClicks';
import { hasIslandMarks, islandMarkOf } from './islandMarks';
import type { AwakeIsland } from './islandWaker';

/** What wakes and mounts islands: a chunk of its own, for content that has any. */
const islandWaker = lazyModule(
  () => import(/* webpackChunkName: "island-waker" */ './islandWaker'),
);

/**
 * Mounts the islands of content the build drew (its island elements,
 * numbered as their marks are, and their shortcodes), each alone through a portal into its mark, so it shares the page's providers (colour mode, API
 * server, page data), and it goes when the content does. When and how each
 * wakes is src/mdx/islands/islandWaker.tsx, which content with no island never
 * loads; a click on an island before it arrived is kept for the island.
 */
export function useIslands(
  host: RefObject<HTMLElement | null>,
  content: Pick<PageContent, 'islands' | 'shortcodes'>,
  /** Whether the islands that can wait for the reader (`onIntent`) do. */
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
    if (!root || content.islands.length === 0 || !hasIslandMarks(root)) return undefined;
    return loadKeepingClicks(
      root,
      (target) => islandMarkOf(target, root) !== null,
      islandWaker.load,
      (code, clicked) => code.watchIslands(root, content, formsWait, setAwake, clicked),
    );
  }, [host, content, formsWait]);
  if (!waker) return [];
  const { IslandMount } = waker;
  return [...awake].map(([index, island]) =>
    createPortal(<IslandMount island={island} />, island.mark, String(index)),
  );
}
