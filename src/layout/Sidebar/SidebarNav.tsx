import { withPrefix } from 'gatsby';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Icon } from '../../components/Icon';
import { ServerMarkup } from '../../components/ServerMarkup';
import { delegatePageLinks } from '../../components/pageLinkBehaviour';
import type { TocItem } from '../../lib/headings';
import { attachSidebarBehaviour } from '../../lib/sidebarBehaviour';
import { groupsContaining, type SidebarGroup, type SidebarItem } from '../../lib/sidebarModel';
import * as s from './SidebarNav.styles';

export interface SidebarNavProps {
  items: SidebarItem[];
  pathname: string;
  /** Headings of the current page, listed under its link. */
  headings: TocItem[];
}

/**
 * The list is markup only: its behaviour (toggles, the heading in the address,
 * in-site navigation) is attached to the DOM by attachSidebarBehaviour and
 * delegatePageLinks, so the server's HTML works without React hydrating it.
 */

function HeadingLinks({ items }: { items: TocItem[] }) {
  if (!items.length) return null;
  return (
    <ul className={s.navClass.list}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={s.navClass.headingLink}>
            {item.text}
          </a>
          <HeadingLinks items={item.children} />
        </li>
      ))}
    </ul>
  );
}

interface ListProps {
  items: SidebarItem[];
  pathname: string;
  headings: TocItem[];
  openChain: string[];
}

/** A link to a page of the section; the current page is marked here, apart from the page's tree. */
function PageItemLink(props: { link: string; pathname: string; children: ReactNode }) {
  const { link, pathname, children } = props;
  return (
    <a
      href={withPrefix(link)}
      className={s.navClass.link}
      aria-current={link === pathname ? 'page' : undefined}
    >
      {children}
    </a>
  );
}

function Group({ group, ...props }: ListProps & { group: SidebarGroup }) {
  const { t } = useTranslation();
  const id = useId();
  const open = props.openChain.includes(group.key);
  const title = (
    <>
      {group.icon && <Icon name={group.icon} />}
      {group.text}
    </>
  );
  return (
    <li>
      <div className={s.navClass.groupHeader}>
        {group.link ? (
          <PageItemLink link={group.link} pathname={props.pathname}>
            {title}
          </PageItemLink>
        ) : (
          <span className={s.navClass.link}>{title}</span>
        )}
        <button
          type="button"
          className={s.navClass.toggle}
          aria-expanded={open}
          aria-controls={id}
          aria-label={t(open ? 'sidebar.collapse' : 'sidebar.expand', { name: group.text })}
        >
          <Icon name="chevron-right" />
        </button>
      </div>
      {group.link === props.pathname && <HeadingLinks items={props.headings} />}
      <div id={id} hidden={!open}>
        <List {...props} items={group.children} />
      </div>
    </li>
  );
}

function List(props: ListProps) {
  return (
    <ul className={s.navClass.list}>
      {props.items.map((item) =>
        item.type === 'group' ? (
          <Group key={item.key} group={item} {...props} />
        ) : (
          <li key={item.link}>
            <PageItemLink link={item.link} pathname={props.pathname}>
              {item.icon && <Icon name={item.icon} />}
              {item.text}
            </PageItemLink>
            {item.link === props.pathname && <HeadingLinks items={props.headings} />}
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The section's pages as a tree, the current page's headings under its link.
 * On the first page the list is the server's HTML, which React keeps without
 * hydrating (hundreds of links on a driver page); after an in-site navigation
 * React renders it afresh for the new page, keyed by its path so the first
 * page's markup never stands for another.
 */
export function SidebarNav({ items, pathname, headings }: SidebarNavProps) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = nav.current;
    if (!element) return undefined;
    const detachList = attachSidebarBehaviour(element, (open, name) =>
      t(open ? 'sidebar.collapse' : 'sidebar.expand', { name }),
    );
    const detachLinks = delegatePageLinks(element);
    return () => {
      detachList();
      detachLinks();
    };
  }, [pathname, t]);

  return (
    <nav ref={nav} css={s.nav} aria-label={t('sidebar.label')}>
      <ServerMarkup key={pathname} markupKey="sidebar">
        <List
          items={items}
          pathname={pathname}
          headings={headings}
          openChain={groupsContaining(items, pathname)}
        />
      </ServerMarkup>
    </nav>
  );
}
