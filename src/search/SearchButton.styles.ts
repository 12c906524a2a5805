import { css } from '@emotion/react';
import { media } from '../lib/constants';
import { radius, vars } from '../styles/tokens';

/** A search field look on wide screens; on a phone, an icon button like its neighbours. */
export const button = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  height: 2.25rem;
  min-width: 11rem;
  padding: 0 0.5rem 0 0.65rem;
  border: 1px solid ${vars.border};
  border-radius: ${radius.small};
  background: ${vars.bgSoft};
  color: ${vars.textMute};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
  svg {
    flex: none;
    font-size: 1rem;
  }
  &:hover {
    border-color: ${vars.brand};
    color: ${vars.text};
  }
  ${media.mobile} {
    min-width: 0;
    width: 2.25rem;
    padding: 0;
    justify-content: center;
    border-color: transparent;
    background: none;
    color: ${vars.textSoft};
    svg {
      font-size: 1.15rem;
    }
  }
`;

export const placeholder = css`
  flex: 1;
  text-align: start;
  ${media.mobile} {
    display: none;
  }
`;

export const keys = css`
  display: inline-flex;
  gap: 0.2rem;
  kbd {
    min-width: 1.3rem;
    padding: 0 0.25rem;
    border: 1px solid ${vars.border};
    border-radius: 4px;
    background: ${vars.bg};
    color: ${vars.textMute};
    font: inherit;
    font-size: 0.75rem;
    line-height: 1.25rem;
    text-align: center;
  }
  ${media.mobile} {
    display: none;
  }
`;
