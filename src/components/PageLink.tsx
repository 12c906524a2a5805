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
import { prefetchOnHover } from '../lib/gatsbyRuntime';

export interface PageLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path of this site, as Gatsby's Link takes it. */
  to: string;
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
 * A link to a page of this site that does what Gatsby's Link does for us: a
 * plain click navigates in place (replacing the history entry when it is the
 * page already shown), hovering loads the page, and coming into view
 * prefetches it. It renders one `<a>` where Link renders seven components and
 * makes an IntersectionObserver per link, which is the bulk of hydrating a
 * sidebar of a hundred links. `PageLink.contract.test.tsx` holds it to Link.
 *
 * It does not set `aria-current` by itself: callers that mark the current
 * page do so explicitly (the sidebar is rendered apart from the router).
 */
export const PageLink = forwardRef<HTMLAnchorElement, PageLinkProps>(function PageLink(
  { to, onClick, onMouseEnter, children, ...rest },
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
    if (!isPlainClick(event, rest.target)) return;
    event.preventDefault();
    void navigate(to, { replace: encodeURI(href) === window.location.pathname });
  };
  const hover = (event: MouseEvent<HTMLAnchorElement>) => {
    onMouseEnter?.(event);
    prefetchOnHover(pagePath(href));
  };
  // The address comes from `to` and the handlers wrap the caller's, so they go last.
  return (
    <a {...rest} ref={observed} href={href} onClick={click} onMouseEnter={hover}>
      {children}
    </a>
  );
});
