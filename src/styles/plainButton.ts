import { css } from '@emotion/react';
import { radius, vars } from './tokens';

/** A button that is only its icon: no border or background until the pointer is on it. */
export const plainButton = css`
  display: inline-flex;
  border: 0;
  border-radius: ${radius.small};
  background: none;
  cursor: pointer;
  &:hover {
    color: ${vars.brand};
    background: ${vars.bgSoft};
  }
`;
