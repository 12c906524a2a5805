import { css } from '@emotion/react';
import { media } from '../lib/constants';
import { radius, vars } from '../styles/tokens';

/** Holds the button and places the failure message under it. */
export const anchor = css`
  position: relative;
  display: inline-flex;
`;

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
  &:hover {
    border-color: ${vars.brand};
    color: ${vars.text};
  }
  span {
    flex: 1;
    text-align: start;
  }
  kbd {
    padding: 0 0.3rem;
    border: 1px solid ${vars.border};
    border-radius: 4px;
    background: ${vars.bg};
    font: inherit;
    font-size: 0.75rem;
  }
  ${media.mobile} {
    min-width: 0;
    width: 2.25rem;
    padding: 0;
    justify-content: center;
    border-color: transparent;
    background: none;
    font-size: 1.15rem;
    kbd {
      display: none;
    }
    /* Icon only, but the words stay the button's name (as visually-hidden does). */
    > span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

/** Shown under the button when the dialog's code could not be fetched (offline, say). */
export const failure = css`
  position: absolute;
  top: calc(100% + 0.5rem);
  inset-inline-end: 0;
  z-index: 1;
  width: max-content;
  max-width: min(18rem, calc(100vw - 2rem));
  padding: 0.5rem 0.75rem;
  border: 1px solid ${vars.dangerBorder};
  border-radius: ${radius.small};
  background: ${vars.bg};
  color: ${vars.text};
  box-shadow: ${vars.shadow};
  font-size: 0.875rem;
  line-height: 1.4;
`;

/**
 * The rest of the button's name ("… the documentation"): not shown, but inline,
 * so the name reads as one phrase ("搜索文档", not "搜索 文档" as a hidden block would give).
 */
export const nameRest = css`
  font-size: 0;
`;
