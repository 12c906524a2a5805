import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Icon } from '../../components/Icon';
import { SmartLink } from '../../components/SmartLink';
import { siteConfig } from '../../config';
import { useHideableNavbar } from '../../hooks/useHideableNavbar';
import { useInertOutside } from '../../hooks/useInertOutside';
import { useLocationChange } from '../../hooks/useLocationChange';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { MOBILE_QUERY } from '../../lib/constants';
import { usePage } from '../../providers/PageProvider';
import { ColorModeToggle } from './ColorModeToggle';
import { LanguageMenu } from './LanguageMenu';
import { MobileMenu } from './MobileMenu';
import { NavbarItems } from './NavbarItems';
import * as s from './Navbar.styles';
import { localeHome } from '../../lib/urls';
import { SearchButton } from '../../search/SearchButton';

export function Navbar() {
  const { t } = useTranslation();
  const { locale, pathname } = usePage();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  const hidden = useHideableNavbar(isMobile, menuOpen || openDropdown !== null);

  useLocationChange(pathname, () => {
    setMenuOpen(false);
    setOpenDropdown(null);
  });

  useEffect(() => {
    if (!isMobile) setMenuOpen(false);
  }, [isMobile]);
  useInertOutside([header], menuOpen);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);

  return (
    <header ref={header} role="banner" css={s.header(hidden, menuOpen)}>
      <div css={s.inner}>
        <SmartLink href={localeHome(locale)} css={s.brand}>
          <img src={siteConfig.logo} alt="" width={32} height={32} />
          <span>{siteConfig.title[locale]}</span>
        </SmartLink>
        <nav aria-label={t('navbar.label')} css={s.centre}>
          <NavbarItems openMenu={openDropdown} onOpenMenu={setOpenDropdown} />
        </nav>
        <div css={s.end}>
          <div css={s.hideOnMobile}>
            <LanguageMenu
              open={openDropdown === 'language'}
              onOpenChange={(open) => setOpenDropdown(open ? 'language' : null)}
            />
          </div>
          <SmartLink
            href={siteConfig.repo}
            css={[s.iconButton, s.hideOnMobile]}
            externalIcon={false}
            aria-label={t('navbar.repo')}
            title={t('navbar.repo')}
          >
            <Icon name="repo" />
          </SmartLink>
          <ColorModeToggle />
          <div css={s.searchSlot} data-slot="search">
            <SearchButton />
          </div>
          <button
            ref={menuButton}
            type="button"
            css={[s.iconButton, s.onlyMobile]}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('navbar.closeMenu') : t('navbar.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu onClose={closeMenu} />}
    </header>
  );
}
