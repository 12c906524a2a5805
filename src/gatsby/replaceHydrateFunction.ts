import type { GatsbyBrowser } from 'gatsby';
import { startTransition, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { serverRenderedPage } from '../lib/hydrationStart';

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
 * The content itself is not hydrated at all (src/mdx/ContentHost.tsx), so
 * no code for it has to arrive first.
 *
 * Only for a server-rendered page in a production build; otherwise Gatsby
 * renders as it always does.
 */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => {
  if (!serverRenderedPage(process.env.NODE_ENV, document)) return undefined as never;
  const hydrateInSlices = (element: ReactElement, container: Element) => {
    startTransition(() => {
      hydrateRoot(container, element);
    });
  };
  return hydrateInSlices as unknown as HydrateFunction;
};
