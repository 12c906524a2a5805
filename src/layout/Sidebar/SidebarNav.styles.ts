import { css } from '@emotion/react';
import { plainButton } from '../../styles/plainButton';
import { radius, vars } from '../../styles/tokens';

/**
 * The sidebar list's styles, apart from the drawer's (Sidebar.styles.ts): the list
 * is drawn in the sidebar slice's chunk, the drawer in the doc layout's, and a
 * module both import would be copied into each.
 */
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
  ${plainButton};
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  color: ${vars.textMute};
  svg {
    transition: transform 0.2s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
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
