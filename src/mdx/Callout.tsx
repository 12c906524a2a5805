import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../components/Icon';
import { radius, vars } from '../styles/tokens';

export type CalloutType = 'tip' | 'info' | 'warning' | 'danger' | 'details';

const palette = (type: Exclude<CalloutType, 'details'>) => css`
  background: ${vars[`${type}Bg`]};
  border-left-color: ${vars[`${type}Border`]};
  > .callout-title {
    color: ${vars[`${type}Title`]};
  }
`;

const base = css`
  margin: 1rem 0;
  padding: 0.6rem 1rem;
  border-left: 4px solid;
  border-radius: 0 ${radius.normal} ${radius.normal} 0;
  > .callout-title {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    margin: 0.25rem 0 0.4rem;
    font-weight: 700;
  }
  > :last-child {
    margin-bottom: 0.25rem;
  }
`;

const detailsStyle = css`
  ${base};
  background: ${vars.detailsBg};
  border-left-color: ${vars.detailsBorder};
  > summary {
    margin: 0.25rem 0;
    font-weight: 700;
    cursor: pointer;
  }
`;

export interface CalloutProps {
  type: CalloutType;
  title?: string;
  children?: ReactNode;
}

/** The tip, info, warning, danger and details containers (`:::tip[Title]` in Markdown). */
export function Callout({ type, title, children }: CalloutProps) {
  const { t } = useTranslation();
  const heading = title || t(`callout.${type}`);
  if (type === 'details') {
    return (
      <details css={detailsStyle}>
        <summary>{heading}</summary>
        {children}
      </details>
    );
  }
  return (
    <div css={[base, palette(type)]} className={`callout callout-${type}`} role="note">
      <p className="callout-title">
        <Icon name={type} />
        {heading}
      </p>
      {children}
    </div>
  );
}

export function Align({ to, children }: { to: 'center' | 'right'; children?: ReactNode }) {
  return <div css={{ textAlign: to }}>{children}</div>;
}
