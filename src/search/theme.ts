import { css } from '@emotion/react';
import { vars } from '../styles/tokens';

/**
 * DocSearch's own stylesheet (shipped inside this lazy chunk), its colours
 * taken from the site's palette so the modal follows the colour mode.
 */
export const docSearchTheme = (localMode: boolean, failed: boolean) => css`
  :root,
  html[data-theme='dark'] {
    --docsearch-primary-color: ${vars.brand};
    --docsearch-text-color: ${vars.text};
    --docsearch-muted-color: ${vars.textMute};
    --docsearch-highlight-color: ${vars.brand};
    --docsearch-container-background: rgba(15, 20, 25, 0.6);
    --docsearch-modal-background: ${vars.bgSoft};
    --docsearch-modal-shadow: ${vars.shadow};
    --docsearch-searchbox-background: ${vars.bg};
    --docsearch-searchbox-focus-background: ${vars.bg};
    --docsearch-searchbox-shadow: inset 0 0 0 2px ${vars.brand};
    --docsearch-hit-color: ${vars.textSoft};
    --docsearch-hit-active-color: ${vars.onBrand};
    --docsearch-hit-background: ${vars.bg};
    --docsearch-hit-shadow: none;
    --docsearch-footer-background: ${vars.bg};
    --docsearch-footer-shadow: 0 -1px 0 ${vars.divider};
    --docsearch-key-gradient: ${vars.bgMute};
    --docsearch-key-shadow: inset 0 -1px 0 ${vars.border};
    --docsearch-logo-color: ${vars.textMute};
  }
  .DocSearch-Hit-source {
    color: ${vars.brand};
    background: ${vars.bgSoft};
  }
  .DocSearch-Hit-Tree,
  .DocSearch-Hit-icon {
    color: ${vars.textMute};
  }
  .DocSearch-Hit[aria-selected='true'] mark {
    color: inherit;
  }
  .DocSearch-Hit-title mark,
  .DocSearch-Hit-path mark {
    background: none;
  }
  .DocSearch-Input:focus-visible {
    outline: none;
  }
  /* The site's own index is not Algolia's. */
  ${localMode ? '.DocSearch-Logo { display: none; }' : ''}
  /* After a failed query the error screen stands in for "no results"; an empty
     query shows DocSearch's start screen alone. */
  ${failed ? '.DocSearch-NoResults { display: none; }' : ''}
  .DocSearch-Dropdown:has(.DocSearch-StartScreen) > .DocSearch-ErrorScreen {
    display: none;
  }
`;
