import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import { SmartLink } from '../../components/SmartLink';
import { siteConfig } from '../../config';
import { usePage } from '../../providers/PageProvider';
import { LanguageLink } from './LanguageMenu';
import { MobileNavbarItems } from './NavbarItems';
import * as s from './Navbar.styles';

/** The full-screen menu below 720 px: every navbar link, the languages and the repository. */
export function MobileMenu({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { alternates } = usePage();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  return (
    <div id="mobile-menu" ref={panel} css={s.mobileMenu}>
      <nav aria-label={t('navbar.label')}>
        <MobileNavbarItems />
        <h2>{t('navbar.languages')}</h2>
        <ul>
          {alternates.map((alternate) => (
            <LanguageLink key={alternate.locale} alternate={alternate} />
          ))}
        </ul>
        <ul>
          <li>
            <SmartLink href={siteConfig.repo}>{t('navbar.repo')}</SmartLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}
