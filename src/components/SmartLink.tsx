import { withPrefix } from 'gatsby';
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { Icon } from './Icon';
import { PageLink } from './PageLink';
import { usePagePath } from '../providers/PageProvider';
import { classifyHref } from '../lib/urls';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
  /** Show the "opens in a new tab" arrow on external links. */
  externalIcon?: boolean;
}

/**
 * One link component for the whole site: pages open by in-site navigation
 * (PageLink.tsx, its site-page half), other sites in a new tab (announced to screen readers), files and anchors as
 * plain links.
 */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink(
  { href, children, externalIcon = true, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const shown = usePagePath();
  const kind = classifyHref(href);
  if (kind === 'page') {
    // As Gatsby's Link did: a link to the page shown is current, unless the caller says.
    const current = shown !== undefined && withPrefix(href) === withPrefix(shown);
    return (
      <PageLink href={href} ref={ref} aria-current={current ? 'page' : undefined} {...rest}>
        {children}
      </PageLink>
    );
  }
  if (kind === 'external' && /^(https?:)?\/\//i.test(href)) {
    return (
      <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        {externalIcon && <Icon name="external" size="0.8em" className="external-icon" />}
        <span className="visually-hidden"> ({t('link.newTab')})</span>
      </a>
    );
  }
  return (
    <a ref={ref} href={href} {...rest}>
      {children}
    </a>
  );
});
