import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False while rendering on the server and during hydration, true afterwards. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
