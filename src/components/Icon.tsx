/**
 * The site's icons, drawn on a 24×24 grid with round strokes. Content refers
 * to them by name in front matter and data (`icon: install`); an unknown name
 * renders nothing.
 */
import type { ReactElement } from 'react';

const c = (cx: number, cy: number, r: number) => <circle cx={cx} cy={cy} r={r} />;

/** A drawing: one path's `d`, or the shapes themselves. */
const ICONS: Record<string, string | ReactElement> = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-right': 'M9 6l6 6-6 6',
  'chevron-left': 'M15 6l-6 6 6 6',
  'arrow-up': 'M12 19V5M5 12l7-7 7 7',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  repo: 'M6 3h12v15H7.5A1.5 1.5 0 0 0 6 19.5zM6 19.5A1.5 1.5 0 0 0 7.5 21H18v-3M10 7h4',
  sun: (
    <>
      {c(12, 12, 4)}
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  moon: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
  auto: (
    <>
      {c(12, 12, 9)}
      <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
    </>
  ),
  language: 'M4 5h9M8.5 3v2M6 5c0 4 3 7 6 8M11 5c0 4-3 8-7 9M13 21l4-9 4 9M14.5 18h5',
  print:
    'M7 8V3h10v5M7 17H5a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M7 14h10v7H7z',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  clock: (
    <>
      {c(12, 12, 9)}
      <path d="M12 7v5l3 2" />
    </>
  ),
  calendar:
    'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 10h18M8 3v4M16 3v4',
  user: (
    <>
      {c(12, 8, 4)}
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  community: (
    <>
      {c(9, 8, 3.5)}
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6" />
    </>
  ),
  tag: (
    <>
      <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
      {c(7.5, 7.5, 1.5)}
    </>
  ),
  folder: 'M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z',
  copy: 'M10 8h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1zM15 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h4',
  check: 'M5 12l5 5 9-10',
  guide: 'M4 19V5a2 2 0 0 1 2-2h13v14H6a2 2 0 0 0-2 2 2 2 0 0 0 2 2h13M8 7h7',
  config: (
    <>
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      {c(16, 6, 2)}
      {c(10, 12, 2)}
      {c(18, 18, 2)}
    </>
  ),
  question: (
    <>
      {c(12, 12, 9)}
      <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01" />
    </>
  ),
  more: <path d="M6 12h.01M12 12h.01M18 12h.01" strokeWidth={3} />,
  install: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  storage: (
    <>
      <ellipse cx={12} cy={5} rx={8} ry={3} />
      <path d="M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3" />
    </>
  ),
  advanced: 'M12 15l-3-3c1-4 4-8 11-9-1 7-5 10-9 11zM9 12H5l2-4h4M12 15v4l4-2v-4M5 19c0-2 1-3 3-3',
  api: 'M8 8l-4 4 4 4M16 8l4 4-4 4M14 5l-4 14',
  home: 'M3 11l9-8 9 8M5 9v11h14V9M10 20v-5h4v5',
  file: 'M6 3h8l5 5v13H6zM14 3v5h5',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  lock: 'M7 11h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2zM8 11V7a4 4 0 0 1 8 0v4',
  search: (
    <>
      {c(11, 11, 7)}
      <path d="M20 20l-4-4" />
    </>
  ),
  cloud: 'M7 18a5 5 0 0 1-.5-10A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9z',
  terminal:
    'M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM7 9l3 3-3 3M12 15h5',
  info: (
    <>
      {c(12, 12, 9)}
      <path d="M12 11v6M12 7.5h.01" />
    </>
  ),
  warning: 'M12 3l10 18H2zM12 10v5M12 18h.01',
  danger: (
    <>
      {c(12, 12, 9)}
      <path d="M9 9l6 6M15 9l-6 6" />
    </>
  ),
  tip: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z',
  globe: (
    <>
      {c(12, 12, 9)}
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18" />
    </>
  ),
  mail: 'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 7l9 6 9-6',
  chat: 'M4 5h16v11H9l-5 4z',
  webdav: <path d="M4 6h16v5H4zM4 13h16v5H4zM7 8.5h.01M7 15.5h.01" strokeWidth={2} />,
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  eye: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      {c(12, 12, 3)}
    </>
  ),
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  key: (
    <>
      {c(8, 15, 4)}
      <path d="M11 12l9-9M16 7l3 3M14 9l2 2" />
    </>
  ),
  sparkle: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5L18 18M6 18l2.5-2.5M15.5 8.5L18 6',
};

export const ICON_NAMES = Object.keys(ICONS);

export interface IconProps {
  name: string;
  size?: number | string;
  className?: string;
  /** Icons are decorative unless given a label. */
  label?: string;
}

export function Icon({ name, size = '1em', className, label }: IconProps) {
  const glyph = ICONS[name];
  if (!glyph) return null;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {typeof glyph === 'string' ? <path d={glyph} /> : glyph}
    </svg>
  );
}
