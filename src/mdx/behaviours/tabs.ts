import { createStorageSlot, storageKeys, type StorageSlot } from '../../lib/storage';

const BLOCK = '[data-tabs]';

const tabsOf = (block: Element): HTMLButtonElement[] =>
  [...(block.querySelector(':scope > [role="tablist"]')?.children ?? [])].filter(
    (tab): tab is HTMLButtonElement => tab.getAttribute('role') === 'tab',
  );
const valueOf = (tab: Element) => tab.getAttribute('data-tab-value') ?? '';

/** Shows the tab of `value` in one block, when it has one. */
function show(block: Element, value: string): void {
  const tabs = tabsOf(block);
  const chosen = tabs.find((tab) => valueOf(tab) === value);
  if (!chosen) return;
  for (const tab of tabs) {
    const active = tab === chosen;
    tab.setAttribute('aria-selected', String(active));
    tab.tabIndex = active ? 0 : -1;
    const panel = block.ownerDocument.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !active;
  }
}

/** Where the arrow keys, Home and End move from tab `index` of `count`; null for other keys. */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  const last = count - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/**
 * The tabs of src/mdx/Tabs.tsx: a click or the keys select (roving tabindex);
 * blocks that share an id switch together and remember the choice in this
 * browser through the one storage module (so another browser tab follows too),
 * and a remembered choice shows as soon as the content is there.
 */
export function attachTabs(root: HTMLElement): () => void {
  const slots = new Map<string, StorageSlot>();
  const slotOf = (id: string) => {
    const slot = slots.get(id) ?? createStorageSlot(storageKeys.tab(id));
    slots.set(id, slot);
    return slot;
  };
  const blocksWith = (id: string) =>
    [...root.querySelectorAll(BLOCK)].filter((block) => block.getAttribute('data-tabs-id') === id);
  const showRemembered = (id: string) => {
    const value = slotOf(id).get();
    if (value !== null) for (const block of blocksWith(id)) show(block, value);
  };
  const choose = (block: Element, value: string) => {
    const id = block.getAttribute('data-tabs-id');
    if (!id) show(block, value);
    // Every block of the id follows, through the slot's listeners below.
    else slotOf(id).set(value);
    if (id && slotOf(id).get() !== value) for (const other of blocksWith(id)) show(other, value);
  };
  const tabIn = (target: EventTarget | null) => {
    const tab = target instanceof Element ? target.closest('[role="tab"]') : null;
    const block = tab?.closest(BLOCK);
    return tab && block && root.contains(block) ? { tab, block } : null;
  };
  const click = (event: MouseEvent) => {
    const found = tabIn(event.target);
    if (found) choose(found.block, valueOf(found.tab));
  };
  const keydown = (event: KeyboardEvent) => {
    const found = tabIn(event.target);
    if (!found) return;
    const tabs = tabsOf(found.block);
    const index = tabs.indexOf(found.tab as HTMLButtonElement);
    const target = tabAfterKey(event.key, index, tabs.length);
    if (target === null) return;
    event.preventDefault();
    choose(found.block, valueOf(tabs[target]!));
    tabs[target]!.focus();
  };
  const ids = new Set(
    [...root.querySelectorAll(BLOCK)].flatMap((block) => block.getAttribute('data-tabs-id') ?? []),
  );
  const unsubscribes = [...ids].map((id) => {
    showRemembered(id);
    return slotOf(id).subscribe(() => showRemembered(id));
  });
  root.addEventListener('click', click);
  root.addEventListener('keydown', keydown);
  return () => {
    root.removeEventListener('click', click);
    root.removeEventListener('keydown', keydown);
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
