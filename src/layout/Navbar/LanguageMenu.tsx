import { useTranslation } from '../../i18n/translation';
import { Icon } from '../../components/Icon';
import { LOCALES } from '../../lib/locales';
import type { Alternate } from '../../lib/pageContext';
import { usePage } from '../../providers/PageProvider';
import { Dropdown } from './Dropdown';
import { SmartLink } from '../../components/SmartLink';

/** A list item linking to this page (or the home page) in another language. */
export function LanguageLink({ alternate, current }: { alternate: Alternate; current?: boolean }) {
  const { lang, label } = LOCALES[alternate.locale];
  return (
    <li>
      <SmartLink
        href={alternate.path}
        lang={lang}
        hrefLang={lang}
        aria-current={current ? 'page' : undefined}
      >
        {label}
      </SmartLink>
    </li>
  );
}

/** Lists every language; each opens this page in that language, or that language's home page. */
export function LanguageMenu({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const { locale, pathname, alternates } = usePage();
  return (
    <Dropdown
      align="end"
      open={open}
      onOpenChange={onOpenChange}
      ariaLabel={t('navbar.language', { language: LOCALES[locale].label })}
      label={<Icon name="language" size="1.15em" />}
    >
      <LanguageLink alternate={{ locale, path: pathname, exists: true }} current />
      {alternates.map((alternate) => (
        <LanguageLink key={alternate.locale} alternate={alternate} />
      ))}
    </Dropdown>
  );
}
