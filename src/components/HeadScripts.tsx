import { siteConfig, type HeadScript } from '../config';
import { useHeadScripts } from '../hooks/useHeadScripts';

/**
 * The third-party scripts of site.yaml `headScripts:`, added in the browser
 * after the page is interactive (src/lib/headScripts.ts). Renders nothing, so
 * the server HTML never carries them. Mounted once, in the app's providers.
 */
export function HeadScripts({
  scripts = siteConfig.headScripts,
}: {
  scripts?: readonly HeadScript[];
}) {
  useHeadScripts(scripts);
  return null;
}
