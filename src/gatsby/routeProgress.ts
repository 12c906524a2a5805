import type { GatsbyBrowser } from 'gatsby';
import { isFirstVisit, PROGRESS_OPTIONS, REDUCED_MOTION_PROGRESS_OPTIONS } from '../lib/progress';
import { setPendingTarget } from './chunkRecovery';

type Progress = typeof import('nprogress');

/** Paths rendered in this page view. */
const visited = new Set<string>();
let progress: Promise<Progress> | null = null;
let loading = false;

/** nprogress and its styles arrive with the first navigation, not with the page. */
function loadProgress(): Promise<Progress> {
  progress ??= Promise.all([import('nprogress'), import('./progressStyles')]).then(
    ([{ default: nprogress }]) => {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      nprogress.configure(reduced ? REDUCED_MOTION_PROGRESS_OPTIONS : PROGRESS_OPTIONS);
      return nprogress;
    },
  );
  return progress;
}

/**
 * An in-site navigation begins (Gatsby calls its navigate before it loads the
 * page's code and data; its onPreRouteUpdate comes only once they are there).
 * The bar runs for a path not yet visited in this page view (spec §4, §9).
 */
export function navigationStarts(url: URL): void {
  setPendingTarget(url.href);
  if (!isFirstVisit(visited, url.pathname)) return;
  loading = true;
  loadProgress()
    .then((nprogress) => {
      if (!loading) return;
      nprogress.start();
      // Decorative: the page's own announcement tells assistive technology what changed.
      document.getElementById('nprogress')?.setAttribute('aria-hidden', 'true');
    })
    .catch(() => undefined);
}

let cleanLoad: Promise<typeof import('./cleanLoad')> | null = null;

/**
 * A page the document it is shown in cannot serve (head scripts running
 * beside a tool's secrets, a content host its policy does not name) is loaded
 * afresh. The check loads with the first in-site navigation, not the page.
 */
function reloadWhenNeeded(pagePath: string): void {
  cleanLoad ??= import(/* webpackChunkName: "clean-load" */ './cleanLoad');
  cleanLoad
    .then(({ pageNeedsCleanLoad }) => {
      if (window.location.pathname === pagePath && pageNeedsCleanLoad(pagePath))
        window.location.reload();
    })
    .catch(() => {
      cleanLoad = null;
    });
}

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  if (prevLocation) reloadWhenNeeded(location.pathname);
  visited.add(location.pathname);
  setPendingTarget(null);
  if (!loading) return;
  loading = false;
  progress?.then((nprogress) => nprogress.done()).catch(() => undefined);
};
