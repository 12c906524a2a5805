import { startTransition, useEffect, useState } from 'react';

/**
 * False while rendering on the server and during hydration, true afterwards.
 * The switch is a transition: what it changes (the colour mode's context, the
 * popups) must not force the doc content, which hydrates in slices after the
 * layout (src/providers/hydration.tsx), to hydrate in one blocking task, nor
 * throw it away, as an urgent update reaching it before it hydrated would.
 */
export function useIsHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
