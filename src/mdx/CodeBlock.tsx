import { css, keyframes } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { iconImage } from '../styles/iconImage';
import { COPY_BUTTON_DELAY_MS, COPY_BUTTON_HIDE_WIDTH } from '../lib/constants';
import { radius, vars } from '../styles/tokens';

/* An animation, not a transition: its delay holds pointer-events back too, with CSS every
   validator knows (a transition would need transition-behavior: allow-discrete). */
const reveal = keyframes`
  from {
    opacity: 0;
    pointer-events: none;
  }
  to {
    opacity: 1;
    pointer-events: auto;
  }
`;

const styles = {
  block: css`
    position: relative;
    margin: 1rem 0;
    border-radius: ${radius.normal};
    background: ${vars.codeBg};
    border: 1px solid ${vars.divider};
    /* The copy button shows once the pointer has rested on the block for
       COPY_BUTTON_DELAY_MS (the delay applies on the way in only), and at once
       while focus is inside the block or the "Copied" state lasts (spec §9). */
    &:hover .copy-button {
      animation: ${reveal} 0.15s ${COPY_BUTTON_DELAY_MS}ms both;
    }
    &:focus-within .copy-button,
    .copy-button[data-copied='true'] {
      opacity: 1;
      pointer-events: auto;
      animation: none;
    }
    /* One class for the block: the pre and the highlighted tokens are styled through it, so
       each block's HTML stays short and the token colours come only with code. */
    & > pre {
      margin: 0;
      padding: 1rem 1.1rem;
      overflow-x: auto;
      font-size: 0.875rem;
      line-height: 1.6;
      color: ${vars.codeText};
      tab-size: 2;
    }
    code {
      font-family: inherit;
    }
    .token.comment,
    .token.prolog,
    .token.doctype,
    .token.cdata {
      color: ${vars.tokenComment};
      font-style: italic;
    }
    .token.keyword,
    .token.selector,
    .token.important,
    .token.atrule,
    .token.rule {
      color: ${vars.tokenKeyword};
    }
    .token.string,
    .token.char,
    .token.attr-value,
    .token.inserted {
      color: ${vars.tokenString};
    }
    .token.number,
    .token.boolean,
    .token.constant,
    .token.symbol {
      color: ${vars.tokenNumber};
    }
    .token.function,
    .token.class-name,
    .token.builtin {
      color: ${vars.tokenFunction};
    }
    .token.property,
    .token.tag,
    .token.attr-name,
    .token.key {
      color: ${vars.tokenProperty};
    }
    .token.operator,
    .token.entity,
    .token.url,
    .token.deleted {
      color: ${vars.tokenOperator};
    }
    .token.variable,
    .token.parameter,
    .token.regex {
      color: ${vars.tokenVariable};
    }
    .token.punctuation {
      color: ${vars.textMute};
    }
    /* The language, from the attribute the copy behaviour reads too: no markup of its own. The
       block, not the scrolling pre, is its containing block, so it stays put. Readers of the
       page hear the code without it (the empty alternative text). */
    & > pre[data-language]::before {
      content: attr(data-language);
      content: attr(data-language) / '';
      position: absolute;
      top: 0.35rem;
      right: 3rem;
      padding: 0 0.3rem;
      border-radius: ${radius.small};
      background: ${vars.codeBg};
      font-size: 0.75rem;
      color: ${vars.textMute};
      pointer-events: none;
      /* On a phone the label would sit on top of the first line of code. */
      @media (max-width: ${COPY_BUTTON_HIDE_WIDTH}px) {
        display: none;
      }
    }
    /* The button is the copy behaviour's (behaviours/copyButtons.ts): a page read without scripts
       shows none, since it could not copy. */
    .copy-button {
      position: absolute;
      top: 0.35rem;
      right: 0.4rem;
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: 2rem;
      height: 2rem;
      border: 1px solid ${vars.border};
      border-radius: ${radius.small};
      background: ${vars.bg};
      color: ${vars.textSoft};
      cursor: pointer;
      /* Transparent and out of reach of clicks until the block reveals it (see above); it stays
         in the accessibility tree. */
      opacity: 0;
      pointer-events: none;
      /* The icon is the stylesheet's, not markup in every block. */
      &::before {
        content: '';
        width: 1em;
        height: 1em;
        background: currentColor;
        /* Longhands: the HTML validator does not know the mask shorthand with a position. */
        mask-image: ${iconImage('copy')};
        mask-position: center;
        mask-size: contain;
        mask-repeat: no-repeat;
      }
      &[data-copied='true'] {
        color: ${vars.tipBorder};
        border-color: ${vars.tipBorder};
      }
      &[data-copied='true']::before {
        mask-image: ${iconImage('check')};
      }
      /* Forced colours repaint backgrounds, which would hide an icon drawn by one. */
      @media (forced-colors: active) {
        &::before {
          forced-color-adjust: none;
          background: ButtonText;
        }
      }
      @media (max-width: ${COPY_BUTTON_HIDE_WIDTH}px) {
        display: none;
      }
      /* Touch screens have no hover to wait for. */
      @media (hover: none) {
        opacity: 1;
        pointer-events: auto;
      }
    }
  `,
};

type PreProps = HTMLAttributes<HTMLPreElement> & { 'data-language'?: string };

/**
 * A fenced code block, highlighted at build time. Its language label is drawn
 * by the stylesheet, and its copy button (shown once the pointer has rested on
 * the block for COPY_BUTTON_DELAY_MS, or as soon as focus enters it, spec §9)
 * is added by the copy behaviour in the browser: neither is in the page's HTML.
 */
export function CodeBlock({ children, ...props }: PreProps) {
  return (
    <div css={styles.block} data-code-block="">
      {/* Focusable so keyboard users can scroll long lines; the copy button follows it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre {...props} tabIndex={0}>
        {children}
      </pre>
    </div>
  );
}
