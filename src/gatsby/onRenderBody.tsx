import type { GatsbySSR } from 'gatsby';
import { siteConfig } from '../config';
import { getColorModeInlineScript } from '../lib/colorMode';

/** Sets data-theme before the first paint, from the same rules the provider uses. */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script
      key="color-mode"
      dangerouslySetInnerHTML={{ __html: getColorModeInlineScript(siteConfig.colorMode) }}
    />,
  ]);
};
