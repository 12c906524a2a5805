/**
 * PhotoSwipe with its stylesheet, in a chunk of its own: attachImageViewer
 * imports this module on the first open only, so no page's first load
 * carries either. The stylesheet comes as text (a `?raw` webpack rule, see
 * gatsby/onCreateWebpackConfig) and is added to the head once.
 */
import PhotoSwipe, { type SlideData } from 'photoswipe';
import photoSwipeCss from 'photoswipe-stylesheet.css?raw';
import {
  galleryOf,
  viewerOptions,
  type GalleryItem,
  type ViewerLabels,
} from '../../lib/imageGallery';
import { VIEWER_STYLE_ID } from '../../lib/imageViewer';

/** PhotoSwipe's colours from the site's palette, so the viewer follows light and dark mode. */
const THEME_CSS = `
.pswp {
  --pswp-bg: var(--c-bg);
  --pswp-placeholder-bg: var(--c-bg-mute);
  --pswp-icon-color: var(--c-text);
  --pswp-icon-color-secondary: var(--c-bg);
  --pswp-icon-stroke-color: var(--c-bg);
  --pswp-error-text-color: var(--c-text);
  --pswp-preloader-color: var(--c-border);
  --pswp-preloader-color-secondary: var(--c-brand);
  color: var(--c-text);
}
.pswp__button:focus-visible {
  outline: 2px solid var(--c-focus);
  outline-offset: -6px;
}
.pswp__counter {
  text-shadow: none;
}
`;

function addStyles(): void {
  if (document.getElementById(VIEWER_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = VIEWER_STYLE_ID;
  style.textContent = `${photoSwipeCss}\n${THEME_CSS}`;
  document.head.appendChild(style);
}

export interface OpenViewer {
  /** The page's viewable images, in order. */
  images: HTMLImageElement[];
  /** The one to show first. */
  opened: HTMLImageElement;
  labels: ViewerLabels;
  reducedMotion: boolean;
  /** Called once the viewer is gone, with the image it showed last. */
  onClose: (shown: HTMLImageElement) => void;
}

/** Opens the page's gallery at `opened`; the function it returns closes it. */
export function openImageViewer({
  images,
  opened,
  labels,
  reducedMotion,
  onClose,
}: OpenViewer): () => void {
  addStyles();
  const { items, index } = galleryOf(images, opened);
  const pswp = new PhotoSwipe({
    ...viewerOptions(labels, reducedMotion),
    dataSource: items as SlideData[],
    index,
  });
  // An image that had not loaded on the page was given a guessed size: use the real one.
  pswp.on('loadComplete', ({ content, slide }) => {
    const data = content.data as Partial<GalleryItem>;
    const image = content.element;
    if (!data.sizeGuessed || !(image instanceof HTMLImageElement) || !image.naturalWidth) return;
    data.sizeGuessed = false;
    data.width = content.width = slide.width = image.naturalWidth;
    data.height = content.height = slide.height = image.naturalHeight;
    slide.resize();
  });
  pswp.on('destroy', () => {
    const shown = items[pswp.currIndex] ?? items[index];
    if (shown) onClose(shown.element);
  });
  pswp.init();
  pswp.element?.setAttribute('aria-modal', 'true');
  pswp.element?.setAttribute('aria-label', labels.dialog);
  return () => pswp.close();
}
