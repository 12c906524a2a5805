/**
 * Design tokens as CSS custom properties. Components refer to `vars.x`; the
 * values switch with `html[data-theme]`, so no component re-renders for a
 * colour-mode change.
 */
import { NAVBAR_HEIGHT_PX, RADIUS, RADIUS_SMALL } from '../lib/constants';

const light = {
  bg: '#ffffff',
  bgSoft: '#f6f8fa',
  bgMute: '#eceff3',
  bgOverlay: 'rgba(255, 255, 255, 0.92)',
  text: '#1f2328',
  textSoft: '#444c56',
  textMute: '#5f6873',
  border: '#d0d7de',
  divider: '#e4e8ec',
  brand: '#17756b',
  brandStrong: '#0f5a52',
  brandSoft: '#e2f3f1',
  onBrand: '#ffffff',
  codeBg: '#f3f5f7',
  codeText: '#24292f',
  focus: '#0b69d4',
  shadow: '0 2px 12px rgba(31, 35, 40, 0.12)',
  tipBg: '#e8f6f0',
  tipBorder: '#2f8f5b',
  tipTitle: '#1d6b41',
  infoBg: '#eaf2fd',
  infoBorder: '#3a78d1',
  infoTitle: '#1f56a3',
  warningBg: '#fdf5e3',
  warningBorder: '#c98a10',
  warningTitle: '#7d5300',
  dangerBg: '#fdecec',
  dangerBorder: '#d1453b',
  dangerTitle: '#a32b22',
  detailsBg: '#f3f4f6',
  detailsBorder: '#8b949e',
  tokenComment: '#5c636c',
  tokenKeyword: '#c0245c',
  tokenString: '#1a7f37',
  tokenNumber: '#0a58b5',
  tokenFunction: '#6f42c1',
  tokenProperty: '#005cc5',
  tokenOperator: '#b45309',
  tokenVariable: '#9c4d00',
};

type Palette = typeof light;

const dark: Palette = {
  bg: '#15181c',
  bgSoft: '#1c2026',
  bgMute: '#262b32',
  bgOverlay: 'rgba(21, 24, 28, 0.92)',
  text: '#e6e9ec',
  textSoft: '#c3c9d0',
  textMute: '#9ba4ae',
  border: '#363d46',
  divider: '#2b3138',
  brand: '#70c6be',
  brandStrong: '#9ad9d2',
  brandSoft: '#1b3533',
  onBrand: '#0d1f1d',
  codeBg: '#1f242b',
  codeText: '#dfe3e8',
  focus: '#7cb7ff',
  shadow: '0 2px 12px rgba(0, 0, 0, 0.5)',
  tipBg: '#173025',
  tipBorder: '#3fb37a',
  tipTitle: '#7bd9a6',
  infoBg: '#172a42',
  infoBorder: '#5b9bf0',
  infoTitle: '#9cc3fb',
  warningBg: '#33280f',
  warningBorder: '#d9a233',
  warningTitle: '#f0c66b',
  dangerBg: '#3a1a1a',
  dangerBorder: '#e5655c',
  dangerTitle: '#f59d96',
  detailsBg: '#22272e',
  detailsBorder: '#768390',
  tokenComment: '#8b949e',
  tokenKeyword: '#ff7b9c',
  tokenString: '#7ee2a0',
  tokenNumber: '#79c0ff',
  tokenFunction: '#d2a8ff',
  tokenProperty: '#8fc8ff',
  tokenOperator: '#f5b971',
  tokenVariable: '#ffa657',
};

const cssName = (key: string) =>
  `--c-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

export const vars = Object.fromEntries(
  Object.keys(light).map((key) => [key, `var(${cssName(key)})`]),
) as Record<keyof Palette, string>;

export const paletteCss = (palette: Palette) =>
  Object.entries(palette)
    .map(([key, value]) => `${cssName(key)}: ${value};`)
    .join('\n');

export const palettes = { light, dark };

export const radius = { normal: `${RADIUS}px`, small: `${RADIUS_SMALL}px` };

export const layout = {
  navbarHeight: `${NAVBAR_HEIGHT_PX}px`,
  sidebarWidth: '17.5rem',
  tocWidth: '15rem',
  contentWidth: '50rem',
};

export const fonts = {
  body: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  mono: "ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, 'Liberation Mono', 'Noto Sans Mono CJK SC', monospace",
};
