/** Stand-ins for the parts of gatsby that components import, for jsdom tests. */
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  partiallyActive?: boolean;
  activeClassName?: string;
};

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, partiallyActive: _partial, activeClassName: _active, children, ...props },
  ref,
) {
  void _partial;
  void _active;
  return (
    <a ref={ref} href={to} {...props}>
      {children}
    </a>
  );
});

export const navigate = jest.fn(() => Promise.resolve());
export const prefetchPathname = jest.fn();
export const graphql = () => '';
export const withPrefix = (path: string) => path;

/** Stands for a Gatsby slice; component tests render the slot's props, not the built slice. */
export function Slice({ alias }: { alias: string }) {
  return <div data-slice={alias} />;
}
