import { useTranslation } from '../../i18n/translation';
import { Icon } from '../../components/Icon';
import { LOCALES } from '../../lib/locales';
import { usePage } from '../../providers/PageProvider';
import { Dropdown } from './Dropdown';
import { SmartLink } from '../../components/SmartLink';

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
  const entries = [
    { locale, path: pathname, current: true },
    ...alternates.map((alternate) => ({
      locale: alternate.locale,
      path: alternate.path,
      current: false,
    })),
  ];
  return (
    <Dropdown
      align="end"
      open={open}
      onOpenChange={onOpenChange}
      ariaLabel={t('navbar.language', { language: LOCALES[locale].label })}
      label={<Icon name="language" size="1.15em" />}
    >
      {entries.map((entry) => (
        <li key={entry.locale}>
          <SmartLink
            href={entry.path}
            lang={LOCALES[entry.locale].lang}
            hrefLang={LOCALES[entry.locale].lang}
            aria-current={entry.current ? 'page' : undefined}
          >
            {LOCALES[entry.locale].label}
          </SmartLink>
        </li>
      ))}
    </Dropdown>
  );
}
