/**
 * Colour mode (spec §4): what the reader chose (status), what the site allows
 * (config) and what is painted (theme). Shared by the provider and the inline
 * script that runs before first paint.
 */
export const COLOR_MODE_CONFIGS = ['switch', 'toggle', 'disable', 'enable'] as const;
export type ColorModeConfig = (typeof COLOR_MODE_CONFIGS)[number];

export const COLOR_MODE_STATUSES = ['light', 'dark', 'auto'] as const;
export type ColorModeStatus = (typeof COLOR_MODE_STATUSES)[number];

export type Theme = 'light' | 'dark';

export const COLOR_MODE_STORAGE_KEY = 'docs.colorMode';
export const THEME_ATTRIBUTE = 'data-theme';
export const STATUS_ATTRIBUTE = 'data-color-mode';
export const TRANSITION_CLASS = 'color-mode-transition';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The status to start from when nothing valid is stored. */
export function defaultStatus(config: ColorModeConfig): ColorModeStatus {
  switch (config) {
    case 'switch':
      return 'auto';
    case 'toggle':
    case 'disable':
      return 'light';
    case 'enable':
      return 'dark';
  }
}

/** Turns any stored value into a status the config allows. */
export function coerceStatus(value: unknown, config: ColorModeConfig): ColorModeStatus {
  if (config === 'disable') return 'light';
  if (config === 'enable') return 'dark';
  if (value === 'light' || value === 'dark') return value;
  if (value === 'auto' && config === 'switch') return 'auto';
  return defaultStatus(config);
}

/** switch: light → dark → auto → light; toggle: light ↔ dark; forced modes never move. */
export function nextStatus(current: ColorModeStatus, config: ColorModeConfig): ColorModeStatus {
  switch (config) {
    case 'switch':
      return current === 'light' ? 'dark' : current === 'dark' ? 'auto' : 'light';
    case 'toggle':
      return current === 'dark' ? 'light' : 'dark';
    case 'disable':
      return 'light';
    case 'enable':
      return 'dark';
  }
}

export function resolveTheme(
  status: ColorModeStatus,
  config: ColorModeConfig,
  systemPrefersDark: boolean,
): Theme {
  const allowed = coerceStatus(status, config);
  if (allowed === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return allowed;
}

export function canChangeColorMode(config: ColorModeConfig): boolean {
  return config === 'switch' || config === 'toggle';
}

/**
 * The script gatsby-ssr puts at the top of <head>. It repeats coerceStatus and
 * resolveTheme in plain ES5 (it runs before any bundle); a unit test runs it
 * against those functions for every combination so the two cannot drift.
 */
export function getColorModeInlineScript(config: ColorModeConfig): string {
  return `(function(){var c=${JSON.stringify(config)},s=null;try{s=window.localStorage.getItem(${JSON.stringify(
    COLOR_MODE_STORAGE_KEY,
  )})}catch(e){}if(c==="disable")s="light";else if(c==="enable")s="dark";else if(!(s==="light"||s==="dark"||(s==="auto"&&c==="switch")))s=c==="switch"?"auto":"light";var t=s;if(s==="auto"){t="light";try{if(window.matchMedia(${JSON.stringify(
    DARK_QUERY,
  )}).matches)t="dark"}catch(e){}}var d=document.documentElement;d.setAttribute(${JSON.stringify(
    THEME_ATTRIBUTE,
  )},t);d.setAttribute(${JSON.stringify(STATUS_ATTRIBUTE)},s)})();`;
}
