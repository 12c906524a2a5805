import type { GatsbyBrowser } from 'gatsby';
import { startTransition, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { serverRenderedPage } from '../lib/hydrationStart';
import { loadShortcodesOf } from '../mdx/shortcodeLoader';

type HydrateFunction = ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;

/**
 * The first page hydrates as a transition. Gatsby's own `hydrateRoot` call
 * hydrates at default priority, which React does in one task: a long driver
 * page kept the main thread for 150–200 ms on a slow phone. As a transition,
 * React hydrates in slices of a few milliseconds and lets the browser handle
 * input in between (a click on a part not yet hydrated makes React hydrate it
 * at once). There are no Suspense boundaries to leave half hydrated: the whole
 * page commits at once, as before.
 *
 * Before that, the shortcodes the page's content names are loaded (one doc
 * template serves every page, so they do not come with the page's code):
 * hydrating without them would not match the server's HTML. If one cannot be
 * loaded, the page stays as the server sent it, and the chunk recovery loads it
 * afresh (src/gatsby/chunkRecovery.ts).
 *
 * Only for a server-rendered page in a production build; otherwise Gatsby
 * renders as it always does.
 */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => {
  if (!serverRenderedPage(process.env.NODE_ENV, document)) return undefined as never;
  const hydrateInSlices = (element: ReactElement, container: Element) => {
    void loadShortcodesOf(window.location.pathname).then(() =>
      startTransition(() => {
        hydrateRoot(container, element);
      }),
    );
  };
  return hydrateInSlices as unknown as HydrateFunction;
};
