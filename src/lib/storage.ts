/**
 * The one place that touches Web Storage. Every persisted preference goes
 * through a slot: reads and writes never throw (blocked storage, private mode,
 * server rendering), and writes notify listeners in the same tab as well as
 * other tabs.
 */
export type StorageArea = 'local' | 'session';

export interface StorageSlot {
  readonly key: string;
  get(): string | null;
  set(value: string): void;
  remove(): void;
  subscribe(listener: () => void): () => void;
}

const SAME_TAB_EVENT = 'docs-storage';

interface SameTabDetail {
  key: string;
  area: StorageArea;
}

/**
 * Runs a call on the area's storage, or gives null: on the server there is
 * none, and a blocked storage throws even on access (private mode, a denied
 * cookie setting); a full one throws on write, so the preference lasts for
 * this page only.
 */
function attempt<T>(area: StorageArea, call: (storage: Storage) => T): T | null {
  try {
    if (typeof window === 'undefined') return null;
    return call(area === 'local' ? window.localStorage : window.sessionStorage);
  } catch {
    return null;
  }
}

function notify(key: string, area: StorageArea): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<SameTabDetail>(SAME_TAB_EVENT, { detail: { key, area } }));
}

/**
 * Whether the area can be used at all. For third-party code that reads
 * storage without guarding against a blocked one (the comment widget does).
 */
export function storageUsable(area: StorageArea = 'local'): boolean {
  return (
    attempt(area, (storage) => {
      storage.getItem('docs.probe');
      return true;
    }) ?? false
  );
}

export function createStorageSlot(key: string, area: StorageArea = 'local'): StorageSlot {
  return {
    key,
    get: () => attempt(area, (storage) => storage.getItem(key)),
    set(value) {
      attempt(area, (storage) => storage.setItem(key, value));
      notify(key, area);
    },
    remove() {
      attempt(area, (storage) => storage.removeItem(key));
      notify(key, area);
    },
    subscribe(listener) {
      if (typeof window === 'undefined') return () => undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      const onSameTab = (event: Event) => {
        const detail = (event as CustomEvent<SameTabDetail>).detail;
        if (detail.key === key && detail.area === area) listener();
      };
      window.addEventListener('storage', onStorage);
      window.addEventListener(SAME_TAB_EVENT, onSameTab);
      return () => {
        window.removeEventListener('storage', onStorage);
        window.removeEventListener(SAME_TAB_EVENT, onSameTab);
      };
    },
  };
}

/** Namespaced keys, so everything the site stores is easy to find and clear. */
export const storageKeys = {
  tab: (groupId: string) => `docs.tab.${groupId}`,
  notice: (noticeKey: string) => `docs.notice.${noticeKey}`,
  /** The language prompt was answered: for the session, or for good when remembered. */
  languagePrompt: 'docs.languagePrompt',
  /** The last full reload after a failed chunk, so recovery never loops. */
  chunkRecovery: 'docs.chunkRecovery',
} as const;
