import type { GatsbySSR } from 'gatsby';
import { siteConfig } from '../config';
import { CANONICAL_ADDRESS_SCRIPT, PAGE_PATH_ATTRIBUTE } from '../lib/canonicalAddress';
import { getColorModeInlineScript } from '../lib/colorMode';
import { READABLE_ADDRESS_SCRIPT } from '../lib/readableAddress';

/**
 * Inline scripts that must run before any bundle: data-theme before the first
 * paint (same rules as the provider), an address the router can read (see
 * safeDecode.ts) and the page's own address for extensionless and
 * trailing-slash spellings (see canonicalAddress.ts).
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents, pathname }) => {
  setHeadComponents([
    <script
      key="color-mode"
      dangerouslySetInnerHTML={{ __html: getColorModeInlineScript(siteConfig.colorMode) }}
    />,
    <script key="readable-address" dangerouslySetInnerHTML={{ __html: READABLE_ADDRESS_SCRIPT }} />,
    <script
      key="canonical-address"
      {...{ [PAGE_PATH_ATTRIBUTE]: pathname }}
      dangerouslySetInnerHTML={{ __html: CANONICAL_ADDRESS_SCRIPT }}
    />,
  ]);
};
