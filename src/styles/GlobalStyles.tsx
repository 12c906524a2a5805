import { css, Global } from '@emotion/react';
import { COLOR_MODE_TRANSITION_MS, media } from '../lib/constants';
import { STATUS_ATTRIBUTE, THEME_ATTRIBUTE, TRANSITION_CLASS } from '../lib/colorMode';
import { fonts, layout, paletteCss, palettes, radius, vars } from './tokens';

const styles = css`
  :root {
    ${paletteCss(palettes.light)}
    color-scheme: light;
  }
  html[${THEME_ATTRIBUTE}='dark'] {
    ${paletteCss(palettes.dark)}
    color-scheme: dark;
  }
  html.${TRANSITION_CLASS} *,
  html.${TRANSITION_CLASS} *::before,
  html.${TRANSITION_CLASS} *::after {
    transition:
      background-color ${COLOR_MODE_TRANSITION_MS}ms ease,
      border-color ${COLOR_MODE_TRANSITION_MS}ms ease,
      color ${COLOR_MODE_TRANSITION_MS}ms ease !important;
  }
  @media (prefers-reduced-motion: reduce) {
    html.${TRANSITION_CLASS} * {
      transition: none !important;
    }
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${layout.navbarHeight} + 1rem);
  }
  body {
    margin: 0;
    background: ${vars.bg};
    color: ${vars.text};
    font-family: ${fonts.body};
    font-size: 16px;
    line-height: 1.7;
    -webkit-font-smoothing: antialiased;
  }
  a {
    color: ${vars.brand};
  }
  a:hover {
    color: ${vars.brandStrong};
  }
  :focus-visible {
    outline: 2px solid ${vars.focus};
    outline-offset: 2px;
    border-radius: ${radius.small};
  }
  code,
  kbd,
  pre,
  samp {
    font-family: ${fonts.mono};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  button {
    font: inherit;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  /* The colour-mode button shows the icon for the stored status before React runs. */
  html:not([${STATUS_ATTRIBUTE}='light']) .color-mode-icon-light,
  html:not([${STATUS_ATTRIBUTE}='dark']) .color-mode-icon-dark,
  html:not([${STATUS_ATTRIBUTE}='auto']) .color-mode-icon-auto {
    display: none;
  }
  html[${THEME_ATTRIBUTE}='dark'] .only-light,
  html:not([${THEME_ATTRIBUTE}='dark']) .only-dark {
    display: none !important;
  }
  ${media.mobile} {
    body {
      font-size: 15px;
    }
  }
  @media print {
    header[role='banner'],
    .no-print {
      display: none !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
