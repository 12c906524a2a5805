import { type RefObject, useEffect } from 'react';
import { useTranslation } from '../../i18n/translation';

/**
 * Opens the content images of `body` in the image viewer. All that every doc
 * page carries is this check: after hydration, and on each page change, a body
 * with an image imports the viewer's delegation (its own chunk, see
 * src/layout/imageViewer/attachImageViewer.ts); a body without one loads none
 * of it. `onOpenChange` hears when the viewer opens and closes.
 */
export function useLazyImageViewer(
  body: RefObject<HTMLElement | null>,
  pathname: string,
  onOpenChange: (open: boolean) => void,
): void {
  const { t } = useTranslation();
  useEffect(() => {
    const root = body.current;
    if (!root?.querySelector('img')) return undefined;
    let detach: (() => void) | undefined;
    let alive = true;
    import(/* webpackChunkName: "image-viewer" */ './attachImageViewer').then(
      ({ attachImageViewer }) => {
        if (alive) detach = attachImageViewer(root, { t, onOpenChange });
      },
      // A chunk that cannot load (offline, a deploy in between) leaves the images as they are.
      (error: unknown) => console.warn('The image viewer could not be loaded.', error),
    );
    return () => {
      alive = false;
      detach?.();
    };
  }, [body, pathname, t, onOpenChange]);
}
