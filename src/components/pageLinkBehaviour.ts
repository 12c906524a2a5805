import { navigate, prefetchPathname, withPrefix } from 'gatsby';
import { isPlainClick, type ClickLike } from '../lib/linkClicks';
import { classifyHref } from '../lib/urls';
import { createPrefetchWatcher, pagePath } from '../lib/prefetchOnView';
import { pageLoader, prefetchOnHover } from '../lib/gatsbyRuntime';

/**
 * What a link to a page of this site does beyond the browser's own following,
 * as Gatsby's Link does it: a plain click navigates in place, hovering loads
 * the page, coming into view prefetches it. PageLink does it for a link React
 * renders; `delegatePageLinks` for plain links in markup React never hydrated.
 */

let watcher: ReturnType<typeof createPrefetchWatcher> | undefined;
const prefetchWatcher = () =>
  (watcher ??= createPrefetchWatcher(
    typeof window === 'undefined' ? undefined : window.IntersectionObserver,
    prefetchPathname,
  ));

/** A plain click on a link to `href` (its address with the site's prefix) navigates in place. */
export function followPageLink(
  event: ClickLike & { preventDefault(): void },
  href: string,
  target?: string | null,
): void {
  // Without Gatsby's runtime (the editor's preview) the browser follows the link itself.
  if (!pageLoader() || !isPlainClick(event, target)) return;
  event.preventDefault();
  const base = withPrefix('/');
  const to = base !== '/' && href.startsWith(base) ? href.slice(base.length - 1) : href;
  // The page already shown replaces its history entry.
  void navigate(to, { replace: encodeURI(href) === window.location.pathname });
}

export function hoverPageLink(href: string): void {
  prefetchOnHover(pagePath(href));
}

/** Prefetches the page once the link comes into view; returns the stop. */
export function watchPageLink(link: Element, href: string): (() => void) | undefined {
  return prefetchWatcher()?.observe(link, pagePath(href));
}

/**
 * Gives every site page link in `root` (an `<a>` with a path, not an anchor on
 * this page) what PageLink gives one: one listener per kind for all of them.
 * Returns the detach.
 */
export function delegatePageLinks(root: HTMLElement): () => void {
  const linkOf = (target: EventTarget | null) => {
    const link = target instanceof Element ? target.closest('a') : null;
    const href = link && root.contains(link) ? link.getAttribute('href') : null;
    // A file (`/openapi.json`) or a download is the browser's to fetch.
    const isPage = href?.startsWith('/') && classifyHref(href) === 'page';
    return isPage && !link!.hasAttribute('download') ? { link: link!, href: href! } : null;
  };
  const click = (event: MouseEvent) => {
    const found = linkOf(event.target);
    if (found) followPageLink(event, found.href, found.link.getAttribute('target'));
  };
  // mouseenter does not bubble; a mouseover from outside the link is the same moment.
  const hover = (event: MouseEvent) => {
    const found = linkOf(event.target);
    if (found && !found.link.contains(event.relatedTarget as Node | null))
      hoverPageLink(found.href);
  };
  root.addEventListener('click', click);
  root.addEventListener('mouseover', hover);
  const stops = [...root.querySelectorAll('a[href^="/"]')]
    .filter((link) => linkOf(link))
    .map((link) => watchPageLink(link, link.getAttribute('href')!));
  return () => {
    root.removeEventListener('click', click);
    root.removeEventListener('mouseover', hover);
    for (const stop of stops) stop?.();
  };
}
