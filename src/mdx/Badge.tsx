import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { vars } from '../styles/tokens';

export type BadgeType = 'tip' | 'info' | 'warning' | 'danger' | 'note';

const colours: Record<BadgeType, [string, string]> = {
  tip: [vars.tipBg, vars.tipTitle],
  info: [vars.infoBg, vars.infoTitle],
  warning: [vars.warningBg, vars.warningTitle],
  danger: [vars.dangerBg, vars.dangerTitle],
  note: [vars.bgMute, vars.textSoft],
};

export interface BadgeProps {
  text?: string;
  type?: BadgeType;
  vertical?: 'top' | 'middle' | 'bottom';
  children?: ReactNode;
}

/** A small inline label: `<Badge text="v3.25+" type="tip" />`. */
export function Badge({ text, type = 'tip', vertical = 'middle', children }: BadgeProps) {
  const [background, colour] = colours[type] ?? colours.tip;
  return (
    <span
      css={css`
        display: inline-block;
        padding: 0 0.45em;
        border-radius: 0.8em;
        background: ${background};
        color: ${colour};
        font-size: 0.8em;
        font-weight: 600;
        line-height: 1.6;
        vertical-align: ${vertical};
      `}
    >
      {children ?? text}
    </span>
  );
}
