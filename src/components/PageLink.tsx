import { navigate, prefetchPathname, withPrefix } from 'gatsby';
import {
  forwardRef,
  useCallback,
  useRef,
  type AnchorHTMLAttributes,
  type ForwardedRef,
  type MouseEvent,
} from 'react';
import { isPlainClick } from '../lib/linkClicks';
import { createPrefetchWatcher, pagePath } from '../lib/prefetchOnView';
import { pageLoader, prefetchOnHover } from '../lib/gatsbyRuntime';

export interface PageLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path of this site. */
  href: string;
}

let watcher: ReturnType<typeof createPrefetchWatcher> | undefined;
const prefetchWatcher = () =>
  (watcher ??= createPrefetchWatcher(
    typeof window === 'undefined' ? undefined : window.IntersectionObserver,
    prefetchPathname,
  ));

function setRef<T>(ref: ForwardedRef<T>, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A link to a page of this site that does what Gatsby's Link did for us: a plain
 * click navigates in place (replacing the history entry when it is the page already
 * shown), hovering loads the page and coming into view prefetches it. It renders
 * one `<a>` where Link renders seven components and makes an IntersectionObserver
 * per link, which is the bulk of hydrating a sidebar of a hundred links. `SmartLink.contract.test.tsx` holds it to Link.
 * SmartLink (the site's link component) draws it for every site page and marks
 * the page shown `aria-current`; a list of nothing but site pages (the sidebar,
 * rendered apart from the page's tree) uses it directly and marks that itself, so
 * its chunk carries no code for other links.
 */
export const PageLink = forwardRef<HTMLAnchorElement, PageLinkProps>(function PageLink(
  { href: to, onClick, onMouseEnter, children, ...rest },
  ref,
) {
  const href = withPrefix(to);
  const stopWatching = useRef<(() => void) | undefined>(undefined);
  const observed = useCallback(
    (link: HTMLAnchorElement | null) => {
      setRef(ref, link);
      stopWatching.current?.();
      stopWatching.current = link ? prefetchWatcher()?.observe(link, pagePath(href)) : undefined;
    },
    [href, ref],
  );
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Without Gatsby's runtime (the editor's preview) the browser follows the link itself.
    if (!pageLoader() || !isPlainClick(event, rest.target)) return;
    event.preventDefault();
    void navigate(to, { replace: encodeURI(href) === window.location.pathname });
  };
  const hover = (event: MouseEvent<HTMLAnchorElement>) => {
    onMouseEnter?.(event);
    prefetchOnHover(pagePath(href));
  };
  // The address comes from `href` and the handlers wrap the caller's, so they go last.
  return (
    <a {...rest} ref={observed} href={href} onClick={click} onMouseEnter={hover}>
      {children}
    </a>
  );
});
