import { withPrefix } from 'gatsby';
import { forwardRef, useCallback, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { followPageLink, hoverPageLink, watchPageLink } from './pageLinkBehaviour';

export interface PageLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path of this site. */
  href: string;
}

/**
 * A link to a page of this site that does what Gatsby's Link did for us
 * (pageLinkBehaviour.ts): a plain click navigates in place, hovering loads the
 * page and coming into view prefetches it. It renders one `<a>` where Link
 * renders seven components and makes an IntersectionObserver per link.
 * `SmartLink.contract.test.tsx` holds it to Link. SmartLink (the site's link
 * component) draws it for every site page and marks the page shown
 * `aria-current`.
 */
export const PageLink = forwardRef<HTMLAnchorElement, PageLinkProps>(function PageLink(
  { href: to, onClick, onMouseEnter, children, ...rest },
  ref,
) {
  const href = withPrefix(to);
  const stopWatching = useRef<(() => void) | undefined>(undefined);
  const observed = useCallback(
    (link: HTMLAnchorElement | null) => {
      if (typeof ref === 'function') ref(link);
      else if (ref) ref.current = link;
      stopWatching.current?.();
      stopWatching.current = link ? watchPageLink(link, href) : undefined;
    },
    [href, ref],
  );
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    followPageLink(event, href, rest.target);
  };
  const hover = (event: MouseEvent<HTMLAnchorElement>) => {
    onMouseEnter?.(event);
    hoverPageLink(href);
  };
  // The address comes from `href` and the handlers wrap the caller's, so they go last.
  return (
    <a {...rest} ref={observed} href={href} onClick={click} onMouseEnter={hover}>
      {children}
    </a>
  );
});
