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
  const href = localiseLink(item.link, locale);
  const content = (
    <>
      {item.icon && !inMenu && <Icon name={item.icon} />}
      {item.text[locale]}
    </>
  );
  return (
    <SmartLink href={href} css={inMenu ? undefined : s.navLink}>
      {content}
    </SmartLink>
  );
}

export interface NavbarItemsProps {
  openMenu: string | null;
  onOpenMenu(key: string | null): void;
}

/** The centre links of the desktop navbar, dropdowns included. */
export function NavbarItems({ openMenu, onOpenMenu }: NavbarItemsProps) {
  const { locale } = usePage();
  return (
    <>
      {navbarConfig.items.map((item, index) =>
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
            {item.children.map((child, childIndex) => (
              <li key={childIndex}>
                <ItemLink item={child} locale={locale} inMenu />
              </li>
            ))}
          </Dropdown>
        ) : (
          <ItemLink key={index} item={item} locale={locale} inMenu={false} />
        ),
      )}
    </>
  );
}

/** The same links for the full-screen mobile menu: dropdowns become titled lists. */
export function MobileNavbarItems() {
  const { locale } = usePage();
  return (
    <>
      {navbarConfig.items.map((item, index) => (
        <Fragment key={index}>
          {isDropdown(item) ? (
            <>
              <h2>{item.text[locale]}</h2>
              <ul>
                {item.children.map((child, childIndex) => (
                  <li key={childIndex}>
                    <ItemLink item={child} locale={locale} inMenu />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <ul>
              <li>
                <ItemLink item={item} locale={locale} inMenu />
              </li>
            </ul>
          )}
        </Fragment>
      ))}
    </>
  );
}
