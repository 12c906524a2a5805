import { css, keyframes } from '@emotion/react';
import { radius, vars } from '../styles/tokens';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** Tool forms: one column, readable from 360 px up, in both colour modes. */
export const toolStyles = {
  /** A provider's own error text, set apart from the page's words. */
  providerQuote: css`
    margin: 0.5rem 0;
    figcaption {
      font-size: 0.875rem;
      color: ${vars.textSoft};
    }
    blockquote {
      margin: 0.25rem 0 0;
      padding: 0.25rem 0.75rem;
      border-left: 3px solid ${vars.border};
      overflow-wrap: anywhere;
    }
  `,
  panel: css`
    display: grid;
    gap: 0.9rem;
    margin: 1.25rem 0;
    padding: 1.1rem 1.2rem;
    border: 1px solid ${vars.border};
    border-radius: ${radius.normal};
    background: ${vars.bgSoft};
    min-width: 0;
    @media (max-width: 480px) {
      padding: 0.9rem 0.8rem;
    }
  `,
  /* A section heading of the page (h2), drawn small: the panel's frame already sets it apart. */
  panelTitle: css`
    margin: 0 !important;
    padding: 0 !important;
    border: 0 !important;
    font-size: 1.05rem !important;
  `,
  field: css`
    display: grid;
    gap: 0.3rem;
    min-width: 0;
  `,
  label: css`
    font-weight: 600;
    font-size: 0.92rem;
  `,
  hint: css`
    margin: 0 !important;
    font-size: 0.85rem;
    color: ${vars.textSoft};
    /* Example addresses in a hint are one long word; they must not widen the form at 360 px. */
    overflow-wrap: anywhere;
  `,
  input: css`
    width: 100%;
    min-width: 0;
    padding: 0.5rem 0.7rem;
    border: 1px solid ${vars.border};
    border-radius: ${radius.small};
    background: ${vars.bg};
    color: ${vars.text};
    font: inherit;
    font-size: 0.95rem;
    &[readonly] {
      background: ${vars.bgMute};
    }
  `,
  output: css`
    width: 100%;
    min-height: 4.5rem;
    padding: 0.5rem 0.7rem;
    border: 1px solid ${vars.border};
    border-radius: ${radius.small};
    background: ${vars.bgMute};
    color: ${vars.text};
    font-family: var(--font-mono, ui-monospace, monospace);
    font-size: 0.85rem;
    overflow-wrap: anywhere;
    resize: vertical;
  `,
  checkbox: css`
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-weight: 600;
    font-size: 0.92rem;
    input {
      width: 1.05rem;
      height: 1.05rem;
      accent-color: ${vars.brand};
    }
  `,
  row: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.6rem;
  `,
  button: (primary: boolean) => css`
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.5rem;
    padding: 0.45rem 1rem;
    border: 1px solid ${primary ? vars.brand : vars.border};
    border-radius: ${radius.small};
    background: ${primary ? vars.brand : vars.bg};
    color: ${primary ? vars.onBrand : vars.text};
    font: inherit;
    font-weight: 600;
    text-decoration: none !important;
    cursor: pointer;
    &:hover:not(:disabled) {
      border-color: ${vars.brandStrong};
      background: ${primary ? vars.brandStrong : vars.bg};
      color: ${primary ? vars.onBrand : vars.brand};
    }
    &:disabled {
      opacity: 0.6;
      cursor: not-allowed;
    }
  `,
  spinner: css`
    display: inline-block;
    width: 1em;
    height: 1em;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
    @media (prefers-reduced-motion: reduce) {
      animation-duration: 2.4s;
    }
  `,
  message: (tone: 'error' | 'warning' | 'info' | 'success') => {
    const palette = {
      error: [vars.dangerBg, vars.dangerBorder, vars.dangerTitle],
      warning: [vars.warningBg, vars.warningBorder, vars.warningTitle],
      info: [vars.infoBg, vars.infoBorder, vars.infoTitle],
      success: [vars.tipBg, vars.tipBorder, vars.tipTitle],
    }[tone];
    return css`
      padding: 0.7rem 0.9rem;
      border-left: 4px solid ${palette[1]};
      border-radius: ${radius.small};
      background: ${palette[0]};
      color: ${vars.text};
      overflow-wrap: anywhere;
      strong:first-of-type {
        display: block;
        color: ${palette[2]};
      }
      p {
        margin: 0.25rem 0 0 !important;
      }
    `;
  },
  qr: css`
    display: block;
    width: min(16rem, 100%);
    height: auto;
    aspect-ratio: 1;
    padding: 0.5rem;
    border-radius: ${radius.small};
    background: #fff;
  `,
  constants: css`
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 0.3rem 0.8rem;
    margin: 0 !important;
    font-size: 0.9rem;
    dt {
      font-weight: 600;
    }
    dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
    @media (max-width: 480px) {
      grid-template-columns: minmax(0, 1fr);
      dd {
        margin-bottom: 0.4rem;
      }
    }
  `,
  table: css`
    width: 100%;
    border-collapse: collapse;
    font-size: 0.9rem;
    th,
    td {
      padding: 0.4rem 0.6rem;
      border-bottom: 1px solid ${vars.divider};
      text-align: left;
      overflow-wrap: anywhere;
    }
  `,
};
