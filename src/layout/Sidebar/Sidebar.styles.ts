import { css } from '@emotion/react';
import { media } from '../../lib/constants';
import { layout, vars } from '../../styles/tokens';

/**
 * A driver section lists a hundred pages. Below 720 px the drawer is
 * `content-visibility: hidden` until it first opens (`drawn`), so the browser
 * neither styles nor lays out its links while the page loads. `auto` alone did
 * not skip them: the closed drawer waits just left of the screen, within the
 * margin Chromium keeps around the viewport, so it counted as near and was
 * drawn (an eighth of a driver page's style and layout work on a phone). Once
 * opened it stays drawn, so it can slide out with its links. (Comments inside
 * the template would ship in the bundle.)
 */
export const aside = (open: boolean, drawn: boolean) => css`
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
    content-visibility: ${drawn ? 'auto' : 'hidden'};
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
