/** The preview pane of every page collection, and the site's palette for it. */
import type { CMS } from '../cms';
import { fonts, paletteCss, palettes } from '../../styles/tokens';
import { PagePreview } from './PagePreview';

/** Present before the preview's own styles arrive, so the pane never flashes unstyled. */
export const PREVIEW_CSS = `:root { ${paletteCss(palettes.light)} color-scheme: light; }
body { margin: 0; font-family: ${fonts.body}; line-height: 1.7; }`;

export function registerPreviews(cms: CMS, pageCollections: readonly string[]) {
  cms.registerPreviewStyle(PREVIEW_CSS, { raw: true });
  for (const name of pageCollections) cms.registerPreviewTemplate(name, PagePreview);
}
