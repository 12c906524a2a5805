import { navigate } from 'gatsby';
import { pageLoader, prefetchOnHover } from '../../lib/gatsbyRuntime';
import { isPlainClick } from '../../lib/linkClicks';
import { classifyHref } from '../../lib/urls';

/** The link to a page of this site that an event happened in, if within `root`. */
function pageLinkOf(target: EventTarget | null, root: HTMLElement): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest<HTMLAnchorElement>('a[href]');
  if (!link || !root.contains(link) || link.hasAttribute('download')) return null;
  const href = link.getAttribute('href') ?? '';
  return classifyHref(href) === 'page' ? link : null;
}

/**
 * What PageLink does for a link React drew, for the links in server HTML React
 * did not hydrate: a plain click navigates in place (replacing the history
 * entry when it is the page already shown) and hovering loads the page. The
 * click is heard on the window, after React's own handlers: a link React drew
 * has already handled it (and prevented the browser's default), so it is left.
 */
export function attachPageLinks(root: HTMLElement): () => void {
  const view = root.ownerDocument.defaultView;
  if (!view) return () => undefined;
  const click = (event: MouseEvent) => {
    const link = pageLinkOf(event.target, root);
    // Without Gatsby's runtime (the editor's preview) the browser follows the link itself.
    if (!link || !pageLoader() || !isPlainClick(event, link.getAttribute('target'))) return;
    event.preventDefault();
    const to = link.getAttribute('href') ?? '';
    void navigate(to, { replace: link.pathname === view.location.pathname });
  };
  const hover = (event: MouseEvent) => {
    const link = pageLinkOf(event.target, root);
    if (link) prefetchOnHover(link.pathname);
  };
  view.addEventListener('click', click);
  root.addEventListener('mouseover', hover);
  return () => {
    view.removeEventListener('click', click);
    root.removeEventListener('mouseover', hover);
  };
}
