import { useTranslation } from '../../i18n/translation';
import { Icon } from '../../components/Icon';
import { useColorMode } from '../../providers/ColorModeProvider';
import { nextStatus, type ColorModeStatus } from '../../lib/colorMode';
import * as s from './Navbar.styles';

export interface ColorModeButtonProps {
  status: ColorModeStatus | null;
  next: ColorModeStatus | null;
  onClick(): void;
}

/**
 * Draws the button. All three icons are rendered and CSS shows the one for the
 * status the inline script put on <html>, so it is right before React runs.
 */
export function ColorModeButton({ status, next, onClick }: ColorModeButtonProps) {
  const { t } = useTranslation();
  const label =
    status && next
      ? t('colorMode.label', { current: t(`colorMode.${status}`), next: t(`colorMode.${next}`) })
      : t('colorMode.switch');
  return (
    <button
      type="button"
      css={s.iconButton}
      onClick={onClick}
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

/** Wires the button to the colour mode; absent when the site forces one mode. */
export function ColorModeToggle() {
  const { status, config, canChange, cycle } = useColorMode();
  if (!canChange) return null;
  return (
    <ColorModeButton
      status={status}
      next={status ? nextStatus(status, config) : null}
      onClick={cycle}
    />
  );
}
