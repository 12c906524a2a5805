import { useSyncExternalStore } from 'react';
import type { StorageSlot } from '../lib/storage';

/** The slot's stored value, kept current across components and tabs; null on the server. */
export function useStorageSlot(slot: StorageSlot): string | null {
  return useSyncExternalStore(slot.subscribe, slot.get, () => null);
}
