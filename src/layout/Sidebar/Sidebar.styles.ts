import { css } from '@emotion/react';
import { media } from '../../lib/constants';
import { layout, radius, vars } from '../../styles/tokens';

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

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  ul {
    padding-left: 0.75rem;
    margin-left: 0.5rem;
    border-left: 1px solid ${vars.divider};
  }
`;

const link = css`
  display: flex;
  align-items: center;
  gap: 0.45rem;
  padding: 0.3rem 0.6rem;
  border-radius: ${radius.small};
  color: ${vars.textSoft};
  font-size: 0.94rem;
  line-height: 1.5;
  text-decoration: none;
  &:hover {
    color: ${vars.brand};
    background: ${vars.bgSoft};
  }
  &[aria-current='page'] {
    color: ${vars.brand};
    background: ${vars.brandSoft};
    font-weight: 600;
  }
`;

const headingLink = css`
  ${link};
  font-size: 0.875rem;
  color: ${vars.textMute};
  &[aria-current='location'] {
    color: ${vars.brand};
  }
`;

const groupHeader = css`
  display: flex;
  align-items: center;
  margin-top: 0.15rem;
  > a,
  > span {
    flex: 1;
    font-weight: 600;
    color: ${vars.text};
  }
`;

const toggle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: ${radius.small};
  background: none;
  color: ${vars.textMute};
  cursor: pointer;
  svg {
    transition: transform 0.2s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
  &:hover {
    color: ${vars.brand};
    background: ${vars.bgSoft};
  }
`;

/**
 * Class names inside the sidebar's navigation. Its lists, links and toggles are
 * styled through the nav's one stylesheet rather than a `css` prop each: every
 * such prop adds two components per element for React to hydrate, and a
 * section's sidebar has over a hundred links.
 */
export const navClass = {
  list: 'sidebar-list',
  link: 'sidebar-link',
  headingLink: 'sidebar-heading-link',
  groupHeader: 'sidebar-group-header',
  toggle: 'sidebar-toggle',
} as const;

export const nav = css`
  .${navClass.list} {
    ${list};
  }
  .${navClass.link} {
    ${link};
  }
  .${navClass.headingLink} {
    ${headingLink};
  }
  .${navClass.groupHeader} {
    ${groupHeader};
  }
  .${navClass.toggle} {
    ${toggle};
  }
`;
