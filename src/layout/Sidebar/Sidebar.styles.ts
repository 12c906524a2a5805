import { css } from '@emotion/react';
import { media } from '../../lib/constants';
import { layout, vars } from '../../styles/tokens';

/**
 * `content-visibility: auto`: a driver section lists a hundred pages. Below
 * 720 px the closed drawer is off screen, and the browser need not style, lay
 * out or paint its links until it slides in (about a tenth of a driver page's
 * style and layout work in Lighthouse's phone run). Its box has a fixed size,
 * so nothing around it moves. (Comments inside the template would ship in the
 * bundle.)
 */
export const aside = (open: boolean) => css`
  position: fixed;
  top: ${layout.navbarHeight};
  bottom: 0;
  left: 0;
  z-index: 40;
  width: ${layout.sidebarWidth};
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 1rem 0.75rem 2rem;
  background: ${vars.bg};
  border-right: 1px solid ${vars.divider};
  content-visibility: auto;
  ${media.mobile} {
    top: 0;
    z-index: 60;
    width: min(85vw, ${layout.sidebarWidth});
    transform: translateX(${open ? '0' : '-100%'});
    visibility: ${open ? 'visible' : 'hidden'};
    /* Visible at once when opening, so the drawer can take focus; hidden only after sliding out. */
    transition:
      transform 0.25s ease,
      visibility 0s linear ${open ? '0s' : '0.25s'};
    box-shadow: ${open ? vars.shadow : 'none'};
  }
  @media print {
    display: none;
  }
`;

export const mask = css`
  position: fixed;
  inset: 0;
  z-index: 55;
  background: rgba(0, 0, 0, 0.35);
  border: 0;
  ${media.aboveMobile} {
    display: none;
  }
`;
