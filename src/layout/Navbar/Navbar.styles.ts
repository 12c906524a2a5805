import { css } from '@emotion/react';
import { media } from '../../lib/constants';
import { plainButton } from '../../styles/plainButton';
import { layout, radius, vars } from '../../styles/tokens';

/**
 * While the mobile menu is open the header drops its blur and transform: either
 * would make the header the containing block of the fixed menu, shrinking the
 * full-screen menu to the header's height.
 */
export const header = (hidden: boolean, menuOpen: boolean) => css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${layout.navbarHeight};
  background: ${menuOpen ? vars.bg : vars.bgOverlay};
  backdrop-filter: ${menuOpen ? 'none' : 'saturate(150%) blur(8px)'};
  border-bottom: 1px solid ${vars.divider};
  transform: ${menuOpen ? 'none' : `translateY(${hidden ? '-100%' : '0'})`};
  transition: ${menuOpen ? 'none' : 'transform 0.3s ease'};
  @media print {
    display: none;
  }
`;

export const inner = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  height: 100%;
  padding: 0 1rem;
  max-width: 100%;
`;

export const brand = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-right: auto;
  color: ${vars.text};
  font-weight: 700;
  font-size: 1.1rem;
  text-decoration: none;
  white-space: nowrap;
  img {
    width: 2rem;
    height: 2rem;
  }
  &:hover {
    color: ${vars.brand};
  }
`;

export const end = css`
  display: flex;
  align-items: center;
  gap: 0.25rem;
`;

export const centre = css`
  ${end};
  ${media.mobile} {
    display: none;
  }
`;

export const hideOnMobile = css`
  ${media.mobile} {
    display: none !important;
  }
`;

export const onlyMobile = css`
  ${media.aboveMobile} {
    display: none !important;
  }
`;

export const navLink = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.35rem 0.6rem;
  border-radius: ${radius.small};
  color: ${vars.textSoft};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  &:hover,
  &[aria-current='page'] {
    color: ${vars.brand};
    background: ${vars.bgSoft};
  }
`;

export const navButton = css`
  ${navLink};
  border: 0;
  background: none;
  cursor: pointer;
  .chevron {
    transition: transform 0.2s;
  }
  &[aria-expanded='true'] .chevron {
    transform: rotate(180deg);
  }
`;

export const iconButton = css`
  ${plainButton};
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  color: ${vars.textSoft};
  font-size: 1.15rem;
  &:disabled {
    cursor: default;
  }
`;

export const dropdown = css`
  position: relative;
`;

export const dropdownMenu = (align: 'start' | 'end') => css`
  position: absolute;
  top: calc(100% + 0.35rem);
  ${align === 'end' ? 'right: 0;' : 'left: 0;'}
  min-width: 11rem;
  margin: 0;
  padding: 0.4rem;
  list-style: none;
  background: ${vars.bg};
  border: 1px solid ${vars.border};
  border-radius: ${radius.normal};
  box-shadow: ${vars.shadow};
  a {
    display: flex;
    align-items: center;
    gap: 0.35rem;
    padding: 0.35rem 0.6rem;
    border-radius: ${radius.small};
    color: ${vars.text};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover,
  a[aria-current='page'] {
    color: ${vars.brand};
    background: ${vars.bgSoft};
  }
`;

export const searchSlot = css`
  display: flex;
  align-items: center;
  &:empty {
    display: none;
  }
`;

export const mobileMenu = css`
  position: fixed;
  inset: ${layout.navbarHeight} 0 0 0;
  z-index: 49;
  overflow-y: auto;
  padding: 1rem 1.25rem 2rem;
  background: ${vars.bg};
  nav ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: 0.6rem 0.25rem;
    color: ${vars.text};
    text-decoration: none;
    border-bottom: 1px solid ${vars.divider};
  }
  a[aria-current='page'] {
    color: ${vars.brand};
  }
  h2 {
    margin: 1.25rem 0 0.25rem;
    font-size: 0.8rem;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${vars.textMute};
  }
`;
