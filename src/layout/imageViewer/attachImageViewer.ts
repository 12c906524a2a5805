/**
 * The image viewer's delegation, in a chunk of its own: useLazyImageViewer
 * imports this module after hydration, and only on pages whose body has an
 * image, so no page's first load carries it. PhotoSwipe (./openImageViewer)
 * is a further chunk, loaded on the first open.
 */
import type { CommonT } from '../../i18n/translation';
import type { ViewerLabels } from '../../lib/imageGallery';
import { isViewableImage, opensViewer, viewableAttributes } from '../../lib/imageViewer';
import { VIEWABLE_ATTRIBUTE } from '../../lib/imageViewerMark';

export interface ImageViewerOptions {
  /** The page's UI strings: the viewer's labels are read when they are needed. */
  t: CommonT;
  /** Told that the viewer opened, and that it closed. */
  onOpenChange: (open: boolean) => void;
}

/** The viewable image an event happened on, if any. */
function viewableTarget(target: EventTarget | null): HTMLImageElement | null {
  return target instanceof HTMLImageElement && target.hasAttribute(VIEWABLE_ATTRIBUTE)
    ? target
    : null;
}

const labelsFrom = (t: CommonT): ViewerLabels => ({
  dialog: t('imageViewer.dialog'),
  close: t('imageViewer.close'),
  zoom: t('imageViewer.zoom'),
  previous: t('imageViewer.previous'),
  next: t('imageViewer.next'),
  error: t('imageViewer.error'),
});

/**
 * Opens the content images inside `root` in a viewer (PhotoSwipe) on click,
 * Enter or Space, with the page's other images one arrow key or swipe away.
 * One listener on the body serves every image, Markdown's and raw `<img>`
 * alike; each image becomes a keyboard stop now (after hydration, so the
 * server's markup is matched first) and when content such as a tab panel adds
 * images later. PhotoSwipe and its stylesheet are downloaded on the first
 * open. Closing returns focus to the image shown last. The function returned
 * removes the listeners and closes an open viewer.
 */
export function attachImageViewer(
  root: HTMLElement,
  { t, onOpenChange }: ImageViewerOptions,
): () => void {
  let alive = true;
  let opening = false;
  let close: (() => void) | null = null;

  const mark = () => {
    for (const image of root.querySelectorAll('img')) {
      if (image.hasAttribute(VIEWABLE_ATTRIBUTE) || !isViewableImage(image)) continue;
      const attributes = viewableAttributes(image, t('imageViewer.open'));
      for (const [name, value] of Object.entries(attributes)) image.setAttribute(name, value);
    }
  };
  mark();
  const observer = new MutationObserver(mark);
  observer.observe(root, { childList: true, subtree: true });

  const show = async (image: HTMLImageElement) => {
    if (opening || close) return;
    opening = true;
    try {
      const { openImageViewer } = await import('./openImageViewer');
      if (!alive) return;
      onOpenChange(true);
      close = openImageViewer({
        images: [...root.querySelectorAll<HTMLImageElement>(`img[${VIEWABLE_ATTRIBUTE}]`)],
        opened: image,
        labels: labelsFrom(t),
        reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
        onClose: (shown) => {
          close = null;
          onOpenChange(false);
          (shown.isConnected ? shown : image).focus();
        },
      });
    } catch (error) {
      // A chunk that cannot load (offline, a deploy in between) leaves the image as it is.
      console.warn('The image viewer could not be loaded.', error);
    } finally {
      opening = false;
    }
  };

  const onClick = (event: MouseEvent) => {
    const image = viewableTarget(event.target);
    if (!image) return;
    event.preventDefault();
    void show(image);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const image = viewableTarget(event.target);
    if (!image || !opensViewer(event.key) || event.repeat) return;
    event.preventDefault();
    void show(image);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    alive = false;
    observer.disconnect();
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    close?.();
  };
}
