import { Suspense, useEffect, type ReactNode } from 'react';

/**
 * The attribute on an element whose content React hydrates after the rest of
 * the page (see HydrateLater); while one is on the page, the page is not
 * marked as hydrated until that content is.
 */
export const HYDRATES_LATER = 'data-hydrates-later';

function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
}

/** How many late parts have hydrated since the page loaded. */
let lateHydrated = 0;

function markWhenAllHydrated() {
  if (lateHydrated >= document.querySelectorAll(`[${HYDRATES_LATER}]`).length) markHydrated();
}

/**
 * Marks <html> once React has taken over the page; end-to-end tests wait for
 * it. On a page with parts that hydrate later, the last of them marks it.
 */
export function HydrationMarker() {
  useEffect(markWhenAllHydrated, []);
  return null;
}

function LateContentMarker() {
  useEffect(() => {
    lateHydrated += 1;
    markWhenAllHydrated();
  }, []);
  return null;
}

/**
 * Content React may hydrate after the rest of the page, in small slices that
 * leave the main thread free between them, instead of in the one long task
 * that hydrates the layout. A Suspense boundary the server rendered is
 * hydrated that way (React 18's selective hydration); a click inside it
 * before then hydrates it at once and is replayed. The element holding it
 * carries HYDRATES_LATER.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <LateContentMarker />
    </Suspense>
  );
}
