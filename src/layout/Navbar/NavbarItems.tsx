import { Fragment } from 'react';
import { Icon } from '../../components/Icon';
import { SmartLink } from '../../components/SmartLink';
import { isDropdown, navbarConfig, type NavbarLink } from '../../config';
import type { Locale } from '../../lib/locales';
import { usePage } from '../../providers/PageProvider';
import { Dropdown } from './Dropdown';
import * as s from './Navbar.styles';
import { localiseLink } from '../../lib/urls';

function ItemLink({ item, locale, inMenu }: { item: NavbarLink; locale: Locale; inMenu: boolean }) {
  return (
    <SmartLink href={localiseLink(item.link, locale)} css={inMenu ? undefined : s.navLink}>
      {item.icon && !inMenu && <Icon name={item.icon} />}
      {item.text[locale]}
    </SmartLink>
  );
}

/** A dropdown's links, as list items. */
function MenuItems({ items, locale }: { items: NavbarLink[]; locale: Locale }) {
  return items.map((child, childIndex) => (
    <li key={childIndex}>
      <ItemLink item={child} locale={locale} inMenu />
    </li>
  ));
}

export interface NavbarItemsProps {
  openMenu: string | null;
  onOpenMenu(key: string | null): void;
}

/** The centre links of the desktop navbar, dropdowns included. */
export function NavbarItems({ openMenu, onOpenMenu }: NavbarItemsProps) {
  const { locale } = usePage();
  return navbarConfig.items.map((item, index) =>
    isDropdown(item) ? (
      <Dropdown
        key={index}
        open={openMenu === `item-${index}`}
        onOpenChange={(open) => onOpenMenu(open ? `item-${index}` : null)}
        label={
          <>
            {item.icon && <Icon name={item.icon} />}
            {item.text[locale]}
          </>
        }
      >
        <MenuItems items={item.children} locale={locale} />
      </Dropdown>
    ) : (
      <ItemLink key={index} item={item} locale={locale} inMenu={false} />
    ),
  );
}

/** The same links for the full-screen mobile menu: dropdowns become titled lists. */
export function MobileNavbarItems() {
  const { locale } = usePage();
  return navbarConfig.items.map((item, index) =>
    isDropdown(item) ? (
      <Fragment key={index}>
        <h2>{item.text[locale]}</h2>
        <ul>
          <MenuItems items={item.children} locale={locale} />
        </ul>
      </Fragment>
    ) : (
      <ul key={index}>
        <li>
          <ItemLink item={item} locale={locale} inMenu />
        </li>
      </ul>
    ),
  );
}
