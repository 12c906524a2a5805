import { useTranslation } from '../../i18n/translation';
import { Icon } from '../../components/Icon';
import { useColorMode } from '../../providers/ColorModeProvider';
import { nextStatus } from '../../lib/colorMode';
import * as s from './Navbar.styles';

/**
 * The colour-mode button; absent when the site forces one mode. All three
 * icons are rendered and CSS shows the one for the status the inline script
 * put on <html>, so it is right before React runs.
 */
export function ColorModeToggle() {
  const { t } = useTranslation();
  const { status, config, canChange, cycle } = useColorMode();
  if (!canChange) return null;
  const label = status
    ? t('colorMode.label', {
        current: t(`colorMode.${status}`),
        next: t(`colorMode.${nextStatus(status, config)}`),
      })
    : t('colorMode.switch');
  return (
    <button
      type="button"
      css={s.iconButton}
      onClick={cycle}
      disabled={!status}
      aria-label={label}
      title={label}
    >
      <Icon name="sun" className="color-mode-icon-light" />
      <Icon name="moon" className="color-mode-icon-dark" />
      <Icon name="auto" className="color-mode-icon-auto" />
    </button>
  );
}
