import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useIsHydrated } from '../hooks/useIsHydrated';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { useStorageSlot } from '../hooks/useStorageSlot';
import { COLOR_MODE_TRANSITION_MS } from '../lib/constants';
import {
  canChangeColorMode,
  coerceStatus,
  COLOR_MODE_STORAGE_KEY,
  DARK_QUERY,
  nextStatus,
  resolveTheme,
  STATUS_ATTRIBUTE,
  THEME_ATTRIBUTE,
  TRANSITION_CLASS,
  type ColorModeConfig,
  type ColorModeStatus,
  type Theme,
} from '../lib/colorMode';
import { createStorageSlot } from '../lib/storage';

export interface ColorModeValue {
  config: ColorModeConfig;
  /** Null until hydrated: the server cannot know what the reader chose. */
  status: ColorModeStatus | null;
  theme: Theme | null;
  canChange: boolean;
  /** Moves to the next status the config allows (light → dark → auto in switch mode). */
  cycle(): void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);
const slot = createStorageSlot(COLOR_MODE_STORAGE_KEY);
let transitionTimer: ReturnType<typeof setTimeout> | undefined;

function animateChange(): void {
  const root = document.documentElement;
  root.classList.add(TRANSITION_CLASS);
  clearTimeout(transitionTimer);
  transitionTimer = setTimeout(
    () => root.classList.remove(TRANSITION_CLASS),
    COLOR_MODE_TRANSITION_MS,
  );
}

export function ColorModeProvider({
  config,
  children,
}: {
  config: ColorModeConfig;
  children: ReactNode;
}) {
  const hydrated = useIsHydrated();
  const stored = useStorageSlot(slot);
  const systemDark = useMediaQuery(DARK_QUERY);
  const status = hydrated ? coerceStatus(stored, config) : null;
  const theme = status ? resolveTheme(status, config, systemDark) : null;

  useEffect(() => {
    if (!status || !theme) return;
    const root = document.documentElement;
    root.setAttribute(THEME_ATTRIBUTE, theme);
    root.setAttribute(STATUS_ATTRIBUTE, status);
  }, [status, theme]);

  const cycle = useCallback(() => {
    const current = coerceStatus(slot.get(), config);
    animateChange();
    slot.set(nextStatus(current, config));
  }, [config]);

  const value = useMemo(
    () => ({ config, status, theme, canChange: canChangeColorMode(config), cycle }),
    [config, status, theme, cycle],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode() was called outside <ColorModeProvider>');
  return value;
}
