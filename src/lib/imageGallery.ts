/**
 * What the image viewer shows, decided once it opens: the page's gallery, each
 * picture at its real size, and PhotoSwipe's options. Only the viewer's lazily
 * loaded chunk (src/layout/imageViewer/) imports this module.
 */
import { isViewableImage, type ImageLike } from './imageViewer';

/** Size PhotoSwipe starts from when an image has not loaded and gives no width and height. */
export const GUESSED_SIZE = { width: 1600, height: 1000 } as const;

/**
 * True while an image is shown: not in a closed `<details>`, an inactive tab
 * panel or anything else `hidden`. The viewer's arrows skip the others.
 */
export function isShownImage(image: ImageLike): boolean {
  return image.closest('details:not([open]) > :not(summary), [hidden]') === null;
}

/** The widest candidate of a `srcset` with width descriptors (`a.png 400w, b.png 800w`). */
export function widestCandidate(srcset: string | null): { url: string; width: number } | null {
  let widest: { url: string; width: number } | null = null;
  for (const part of (srcset ?? '').split(/,\s+/)) {
    const match = /^(\S+)\s+(\d+)w$/.exec(part.trim());
    if (!match) continue;
    const width = Number(match[2]);
    if (!widest || width > widest.width) widest = { url: match[1]!, width };
  }
  return widest;
}

/** The part of a `<picture>` the gallery reads: its `<source srcset>` elements. */
interface PictureLike {
  querySelectorAll(selector: string): ArrayLike<{ getAttribute(name: string): string | null }>;
}

/**
 * The `srcset` that lists an image's versions: its own, else (in a `<picture>`,
 * as gatsby-remark-images writes it) the `<source>` the browser chose, the one
 * listing the loaded file, else the picture's last source.
 */
export function srcsetOf(image: ImageLike): string | null {
  const own = image.getAttribute('srcset');
  if (own) return own;
  const picture = image.closest('picture') as PictureLike | null;
  if (!picture) return null;
  const sources = Array.from(picture.querySelectorAll('source[srcset]'), (source) =>
    source.getAttribute('srcset'),
  ).filter((srcset): srcset is string => Boolean(srcset));
  const shown = image.currentSrc ?? '';
  const path = shown ? new URL(shown, 'http://localhost/').pathname : '';
  return sources.find((srcset) => path && srcset.includes(path)) ?? sources.at(-1) ?? null;
}

export interface GalleryItem<E = unknown> {
  src: string;
  /** The picture as the page already shows it, shown while `src` loads. */
  msrc: string;
  width: number;
  height: number;
  alt: string;
  /** The page's image: the opening and closing animations start and end there. */
  element: E;
  /** The size is a guess until the large picture has loaded. */
  sizeGuessed: boolean;
}

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : 0;
};

/**
 * What the viewer shows for one image: the largest version the page knows
 * (the widest `srcset` candidate, else the loaded source) at its real size.
 * An image that has not loaded yet (lazy, further down) is measured from its
 * width and height attributes, else given GUESSED_SIZE, and corrected once
 * the viewer has loaded it.
 */
export function galleryItem<E extends ImageLike>(image: E): GalleryItem<E> {
  const shown = image.currentSrc || image.src || image.getAttribute('src') || '';
  const widest = widestCandidate(srcsetOf(image));
  let width = image.naturalWidth;
  let height = image.naturalHeight;
  let sizeGuessed = false;
  if (!width || !height) {
    width = positive(image.getAttribute('width'));
    height = positive(image.getAttribute('height'));
    sizeGuessed = true;
    if (!width || !height) ({ width, height } = GUESSED_SIZE);
  }
  if (widest && widest.width > width) {
    height = Math.round((height * widest.width) / width);
    width = widest.width;
  }
  return {
    src: widest?.url ?? shown,
    msrc: shown,
    width,
    height,
    alt: image.alt,
    element: image,
    sizeGuessed,
  };
}

/**
 * The page's gallery when `opened` is clicked: every viewable image that is
 * shown, in page order, and the position of the one opened.
 */
export function galleryOf<E extends ImageLike>(
  images: readonly E[],
  opened: E,
): { items: GalleryItem<E>[]; index: number } {
  const members = images.filter(
    (image) => image === opened || (isViewableImage(image) && isShownImage(image)),
  );
  if (!members.includes(opened)) members.unshift(opened);
  return { items: members.map(galleryItem), index: members.indexOf(opened) };
}

export interface ViewerLabels {
  dialog: string;
  close: string;
  zoom: string;
  previous: string;
  next: string;
  error: string;
}

/**
 * PhotoSwipe's options: our labels on its buttons, no zoom-in animation for
 * readers who asked for less motion, and focus returned by us (to the image
 * shown last) rather than by PhotoSwipe.
 */
export function viewerOptions(labels: ViewerLabels, reducedMotion: boolean) {
  return {
    closeTitle: labels.close,
    zoomTitle: labels.zoom,
    arrowPrevTitle: labels.previous,
    arrowNextTitle: labels.next,
    errorMsg: labels.error,
    bgOpacity: 0.94,
    loop: false,
    returnFocus: false,
    showHideAnimationType: reducedMotion ? ('none' as const) : ('zoom' as const),
    zoomAnimationDuration: reducedMotion ? 0 : 333,
  };
}
