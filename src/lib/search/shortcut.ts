/**
 * The keys that open and close search, as DocSearch's own keyboard hook reads
 * them: Ctrl+K or ⌘K toggles, `/` opens unless the reader is typing
 * somewhere, Escape closes.
 */
export type SearchKeyAction = 'open' | 'close' | null;

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
}

function isEditable(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || typeof element.tagName !== 'string') return false;
  return (
    element.isContentEditable ||
    element.tagName === 'INPUT' ||
    element.tagName === 'SELECT' ||
    element.tagName === 'TEXTAREA'
  );
}

export function searchKeyAction(event: KeyLike, isOpen: boolean): SearchKeyAction {
  const key = event.key?.toLowerCase();
  if (key === 'escape') return isOpen ? 'close' : null;
  if (key === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey)
    return isOpen ? 'close' : 'open';
  const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
  if (key === '/' && plain && !isOpen && !isEditable(event.target)) return 'open';
  return null;
}

/** Apple keyboards label the key ⌘; read in an effect, after hydration. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}
