import { css } from '@emotion/react';
import { VIEWABLE_ATTRIBUTE } from '../lib/imageViewerMark';
import { fonts, radius, vars } from './tokens';

/** Typography of rendered Markdown, including the highlighted code tokens. */
export const markdownStyles = css`
  overflow-wrap: break-word;
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    position: relative;
    line-height: 1.3;
    margin: 2rem 0 0.75rem;
  }
  h1 {
    font-size: 2.1rem;
    margin-top: 0;
  }
  h2 {
    font-size: 1.55rem;
    padding-bottom: 0.3rem;
    border-bottom: 1px solid ${vars.divider};
  }
  h3 {
    font-size: 1.25rem;
  }
  h4 {
    font-size: 1.08rem;
  }
  .heading-anchor {
    margin-left: 0.4rem;
    color: ${vars.textMute};
    text-decoration: none;
    opacity: 0;
  }
  h1:hover .heading-anchor,
  h2:hover .heading-anchor,
  h3:hover .heading-anchor,
  h4:hover .heading-anchor,
  h5:hover .heading-anchor,
  h6:hover .heading-anchor,
  .heading-anchor:focus {
    opacity: 1;
  }
  p,
  ul,
  ol,
  blockquote,
  table,
  details {
    margin: 1rem 0;
  }
  ul,
  ol {
    padding-left: 1.5rem;
  }
  li + li {
    margin-top: 0.25rem;
  }
  li > ul,
  li > ol {
    margin: 0.25rem 0;
  }
  ul.contains-task-list {
    list-style: none;
    padding-left: 0.5rem;
  }
  .task-list-item input {
    margin-right: 0.5rem;
  }
  blockquote {
    padding: 0.25rem 1rem;
    border-left: 4px solid ${vars.border};
    color: ${vars.textSoft};
    background: ${vars.bgSoft};
    border-radius: 0 ${radius.small} ${radius.small} 0;
  }
  hr {
    border: 0;
    border-top: 1px solid ${vars.divider};
    margin: 2rem 0;
  }
  :not(pre) > code {
    padding: 0.15em 0.4em;
    border-radius: ${radius.small};
    background: ${vars.codeBg};
    color: ${vars.codeText};
    font-size: 0.875em;
  }
  mark {
    padding: 0 0.2em;
    border-radius: 3px;
    background: rgba(255, 214, 10, 0.45);
    color: inherit;
  }
  kbd {
    padding: 0.1em 0.4em;
    border: 1px solid ${vars.border};
    border-bottom-width: 2px;
    border-radius: ${radius.small};
    font-size: 0.85em;
  }
  img {
    border-radius: ${radius.small};
  }
  /* Images the viewer opens (src/layout/imageViewer/attachImageViewer). */
  img[${VIEWABLE_ATTRIBUTE}] {
    cursor: zoom-in;
  }
  .table-wrapper {
    overflow-x: auto;
    margin: 1rem 0;
  }
  table {
    border-collapse: collapse;
    margin: 0;
    font-size: 0.94rem;
  }
  th,
  td {
    padding: 0.5rem 0.8rem;
    border: 1px solid ${vars.border};
    text-align: left;
  }
  /* GFM column alignment arrives as the align attribute, which the rule above would override. */
  th[align='center'],
  td[align='center'] {
    text-align: center;
  }
  th[align='right'],
  td[align='right'] {
    text-align: right;
  }
  th {
    background: ${vars.bgSoft};
  }
  tr:nth-of-type(2n) td {
    background: ${vars.bgSoft};
  }
  .external-icon {
    margin-left: 0.15em;
    vertical-align: -0.05em;
  }
  pre {
    font-family: ${fonts.mono};
  }
`;
