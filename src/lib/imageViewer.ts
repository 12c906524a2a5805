/**
 * Which content images open in the image viewer, how each becomes a keyboard
 * stop, which keys open it. Only the viewer's lazily loaded chunk imports this
 * module: src/layout/imageViewer/attachImageViewer.ts does the DOM work, on
 * pages whose body has an image; what the viewer shows (./imageGallery.ts)
 * and PhotoSwipe load on the first open.
 */
import { VIEWABLE_ATTRIBUTE } from './imageViewerMark';

/** An author keeps an image out of the viewer with `<img data-no-view … />`. */
export const NO_VIEW_ATTRIBUTE = 'data-no-view';
/** The style element that carries PhotoSwipe's stylesheet once the viewer has loaded. */
export const VIEWER_STYLE_ID = 'docs-image-viewer-style';

/**
 * Where an image does not open the viewer: inside a link it follows the link,
 * inside a button or summary it belongs to that control, and what is hidden
 * from assistive technology is decoration.
 */
const NOT_VIEWABLE_INSIDE =
  'a[href], button, summary, [role="button"]:not(img), [aria-hidden="true"]';

/** What these functions read from an `<img>`: a structural part of HTMLImageElement. */
export interface ImageLike {
  readonly src: string;
  readonly currentSrc?: string;
  readonly alt: string;
  readonly naturalWidth: number;
  readonly naturalHeight: number;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  closest(selector: string): unknown;
}

/** True for an image the viewer opens: not decorative, not part of a link or another control. */
export function isViewableImage(image: ImageLike): boolean {
  if (!image.getAttribute('src') && !image.getAttribute('srcset')) return false;
  if (image.hasAttribute(NO_VIEW_ATTRIBUTE) || image.getAttribute('role') === 'presentation') {
    return false;
  }
  return image.closest(NOT_VIEWABLE_INSIDE) === null;
}

/**
 * Attributes that make a viewable image one keyboard stop that opens the
 * viewer: a button named by its alternative text (or by `fallbackName` when
 * an author left that empty), which says it opens a dialog.
 */
export function viewableAttributes(image: ImageLike, fallbackName: string): Record<string, string> {
  const attributes: Record<string, string> = {
    [VIEWABLE_ATTRIBUTE]: '',
    tabindex: '0',
    role: 'button',
    'aria-haspopup': 'dialog',
  };
  if (!image.alt.trim() && !image.getAttribute('aria-label')) {
    attributes['aria-label'] = fallbackName;
  }
  return attributes;
}

/** Keys that open the viewer on a focused image, as they press a button. */
export function opensViewer(key: string): boolean {
  return key === 'Enter' || key === ' ' || key === 'Spacebar';
}
