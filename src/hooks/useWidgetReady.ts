import { useEffect, useState, type RefObject } from 'react';
import { WIDGET_LOAD_WAIT_MS, WIDGET_PRELOAD_MARGIN_PX } from '../lib/constants';
import { useNearViewport } from './useNearViewport';

/** Where a chart or diagram is: waiting for useWidgetReady, drawing, drawn or failed. */
export type WidgetStatus = 'waiting' | 'drawing' | 'done' | 'failed';

/**
 * When a chart or diagram may load its drawing library: false on the server
 * and at first, true once the widget has been on the page for the spec's
 * wait (800 ms) and has come near the viewport (at once where the browser has
 * no IntersectionObserver). A widget in a hidden tab waits until it is shown.
 */
export function useWidgetReady(ref: RefObject<Element>): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), WIDGET_LOAD_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const near = useNearViewport(ref, WIDGET_PRELOAD_MARGIN_PX);
  return waited && near;
}
