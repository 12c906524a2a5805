import { Link } from 'gatsby';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { Icon } from './Icon';
import { classifyHref } from '../lib/urls';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
  /** Show the "opens in a new tab" arrow on external links. */
  externalIcon?: boolean;
}

/**
 * One link component for the whole site: pages open by in-site navigation,
 * other sites in a new tab (announced to screen readers), files and anchors as
 * plain links.
 */
export function SmartLink({ href, children, externalIcon = true, ...rest }: SmartLinkProps) {
  const { t } = useTranslation();
  const kind = classifyHref(href);
  if (kind === 'page') {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  if (kind === 'external' && /^(https?:)?\/\//i.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        {externalIcon && <Icon name="external" size="0.8em" className="external-icon" />}
        <span className="visually-hidden"> ({t('link.newTab')})</span>
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
