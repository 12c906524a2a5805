import { decodeAddressPart } from './safeDecode';

/**
 * What the sidebar's list does, on its markup alone: the list may be the
 * server's HTML that React never hydrated (the first page) or React's render
 * (after an in-site navigation), and either way this is its behaviour.
 * The markup it expects: each group's toggle is a `button[aria-controls]` after
 * its title, controlling the region that holds its children; the current page's
 * link says `aria-current="page"`; heading links are `a[href^="#"]`.
 */

/** The toggle's accessible name for a group titled `name`, open or closed. */
export type ToggleLabel = (open: boolean, name: string) => string;

const toggles = (nav: HTMLElement) => [
  ...nav.querySelectorAll<HTMLButtonElement>('button[aria-controls]'),
];
const regionOf = (toggle: HTMLButtonElement) =>
  toggle.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
const isOpen = (toggle: HTMLButtonElement) => toggle.getAttribute('aria-expanded') === 'true';

function setOpen(toggle: HTMLButtonElement, open: boolean, label: ToggleLabel): void {
  if (isOpen(toggle) === open) return;
  toggle.setAttribute('aria-expanded', String(open));
  toggle.setAttribute('aria-label', label(open, toggle.previousElementSibling?.textContent ?? ''));
  const region = regionOf(toggle);
  if (region) region.hidden = !open;
}

/**
 * One group open at a time on each level: opening a group opens it with its
 * parents and closes every other; closing it closes what is inside it and
 * keeps its parents open.
 */
export function toggleGroupIn(nav: HTMLElement, toggle: HTMLButtonElement, label: ToggleLabel) {
  const opening = !isOpen(toggle);
  const inside = regionOf(toggle);
  for (const other of toggles(nav)) {
    const open = opening
      ? other === toggle || Boolean(regionOf(other)?.contains(toggle))
      : other !== toggle && isOpen(other) && !inside?.contains(other);
    setOpen(other, open, label);
  }
}

/** Marks the heading link named by the address's hash as the current location, and only that. */
export function markLocation(nav: HTMLElement, hash: string): void {
  const id = decodeAddressPart(hash.replace(/^#/, ''));
  for (const link of nav.querySelectorAll('a[href^="#"]')) {
    if (id && link.getAttribute('href') === `#${id}`) link.setAttribute('aria-current', 'location');
    else link.removeAttribute('aria-current');
  }
}

/** Scrolls the sidebar (never the page) so the current heading's or page's link is visible. */
export function revealActiveLink(container: Element | null | undefined): void {
  const active =
    container?.querySelector<HTMLElement>('[aria-current="location"]') ??
    container?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!container || !active) return;
  // A closed drawer is not drawn (content-visibility); measuring it would draw it for nothing.
  // When it opens, focus goes to the current link, which scrolls it into view.
  if (container.checkVisibility?.({ checkVisibilityCSS: true, visibilityProperty: true }) === false)
    return;
  const box = container.getBoundingClientRect();
  const item = active.getBoundingClientRect();
  if (item.top < box.top || item.bottom > box.bottom) {
    container.scrollTop += item.top - box.top - box.height / 3;
  }
}

/**
 * Attaches the list's behaviour to `nav`: group toggles, the heading in the
 * address marked and kept in view as the hash changes. Returns the detach.
 */
export function attachSidebarBehaviour(nav: HTMLElement, label: ToggleLabel): () => void {
  const view = nav.ownerDocument.defaultView!;
  const click = (event: MouseEvent) => {
    const toggle = (event.target as Element | null)?.closest?.('button[aria-controls]');
    if (toggle instanceof view.HTMLButtonElement && nav.contains(toggle))
      toggleGroupIn(nav, toggle, label);
  };
  const followHash = () => {
    markLocation(nav, view.location.hash);
    revealActiveLink(nav.closest('aside'));
  };
  nav.addEventListener('click', click);
  view.addEventListener('hashchange', followHash);
  followHash();
  return () => {
    nav.removeEventListener('click', click);
    view.removeEventListener('hashchange', followHash);
  };
}
