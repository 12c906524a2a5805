import { useEffect, useState, type RefObject } from 'react';
import { WIDGET_LOAD_WAIT_MS, WIDGET_PRELOAD_MARGIN_PX } from '../lib/constants';
import { anyIntersecting } from '../lib/viewport';

/**
 * When a chart or diagram may load its drawing library: false on the server
 * and at first, true once the widget has been on the page for the spec's
 * wait (800 ms) and has come within WIDGET_PRELOAD_MARGIN_PX of the viewport,
 * above or below (at once where the browser has no IntersectionObserver). A
 * widget in a hidden tab waits until it is shown.
 */
export function useWidgetReady(ref: RefObject<Element>): boolean {
  const [waited, setWaited] = useState(false);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), WIDGET_LOAD_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!anyIntersecting(entries)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `${WIDGET_PRELOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return waited && near;
}
