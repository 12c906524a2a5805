import { useEffect, useId, useRef, useState } from 'react';
import { useLocationHash } from '../../hooks/useLocationHash';
import { useTranslation } from '../../i18n/translation';
import { Icon } from '../../components/Icon';
import { PageLink } from '../../components/PageLink';
import type { TocItem } from '../../lib/headings';
import {
  groupsContaining,
  toggleGroup,
  type SidebarGroup,
  type SidebarItem,
} from '../../lib/sidebarModel';
import * as s from './Sidebar.styles';

export interface SidebarNavProps {
  items: SidebarItem[];
  pathname: string;
  /** Headings of the current page, listed under its link. */
  headings: TocItem[];
}

function HeadingLinks({ items, hash }: { items: TocItem[]; hash: string }) {
  if (!items.length) return null;
  return (
    <ul className={s.navClass.list}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className={s.navClass.headingLink}
            aria-current={item.id === hash ? 'location' : undefined}
          >
            {item.text}
          </a>
          <HeadingLinks items={item.children} hash={hash} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Set explicitly rather than left to Link: the sidebar's HTML is rendered once
 * per page outside the router (as a Gatsby slice), where Link cannot tell.
 */
const currentIf = (link: string, pathname: string) => (link === pathname ? 'page' : undefined);

interface ListProps {
  items: SidebarItem[];
  pathname: string;
  headings: TocItem[];
  hash: string;
  openChain: string[];
  onToggle(key: string): void;
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
          <PageLink
            href={group.link}
            className={s.navClass.link}
            aria-current={currentIf(group.link, props.pathname)}
          >
            {title}
          </PageLink>
        ) : (
          <span className={s.navClass.link}>{title}</span>
        )}
        <button
          type="button"
          className={s.navClass.toggle}
          aria-expanded={open}
          aria-controls={id}
          aria-label={t(open ? 'sidebar.collapse' : 'sidebar.expand', { name: group.text })}
          onClick={() => props.onToggle(group.key)}
        >
          <Icon name="chevron-right" />
        </button>
      </div>
      {group.link === props.pathname && <HeadingLinks items={props.headings} hash={props.hash} />}
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
            <PageLink
              href={item.link}
              className={s.navClass.link}
              aria-current={currentIf(item.link, props.pathname)}
            >
              {item.icon && <Icon name={item.icon} />}
              {item.text}
            </PageLink>
            {item.link === props.pathname && (
              <HeadingLinks items={props.headings} hash={props.hash} />
            )}
          </li>
        ),
      )}
    </ul>
  );
}

/** Scrolls the sidebar (never the page) so the current heading's or page's link is visible. */
function revealActiveLink(container: Element | null | undefined): void {
  const active =
    container?.querySelector<HTMLElement>('[aria-current="location"]') ??
    container?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!container || !active) return;
  // A closed drawer is not drawn (content-visibility); measuring it would draw it for nothing.
  // When it opens, focus goes to the current link, which scrolls it into view.
  if (container.checkVisibility?.({ checkVisibilityCSS: true, visibilityProperty: true }) === false)
    return;
  const box = container.getBoundingClientRect();
  const item = active.getBoundingClientRect();
  if (item.top < box.top || item.bottom > box.bottom) {
    container.scrollTop += item.top - box.top - box.height / 3;
  }
}

/** The section's pages as a tree, the current page's headings under its link. */
export function SidebarNav({ items, pathname, headings }: SidebarNavProps) {
  const { t } = useTranslation();
  const [openChain, setOpenChain] = useState(() => groupsContaining(items, pathname));
  const nav = useRef<HTMLElement>(null);
  const hash = useLocationHash();

  useEffect(() => {
    setOpenChain(groupsContaining(items, pathname));
  }, [items, pathname]);

  useEffect(() => {
    revealActiveLink(nav.current?.closest('aside'));
  }, [pathname, hash]);

  return (
    <nav ref={nav} css={s.nav} aria-label={t('sidebar.label')}>
      <List
        items={items}
        pathname={pathname}
        headings={headings}
        hash={hash}
        openChain={openChain}
        onToggle={(key) => setOpenChain((chain) => toggleGroup(items, chain, key))}
      />
    </nav>
  );
}
