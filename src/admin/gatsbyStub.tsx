/**
 * What the site's components import from `gatsby`, for the admin bundle, where
 * there is no Gatsby runtime: links are plain links.
 */
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, children, ...props },
  ref,
) {
  return (
    <a ref={ref} href={to} {...props}>
      {children}
    </a>
  );
});

export const withPrefix = (path: string) => path;

export function navigate(to: string) {
  window.location.assign(to);
}
