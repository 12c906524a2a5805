/**
 * One scroll listener for the whole page: the window's position is read once
 * per animation frame, however many scroll events arrive, and handed to every
 * subscriber (navbar hiding, back-to-top, …). Reading `scrollY` forces layout,
 * so one read per frame instead of one per listener per event matters.
 */
export type ScrollListener = (scrollY: number) => void;

export interface ScrollEnvironment {
  read(): number;
  /** Adds the passive scroll listener; returns its removal. */
  listen(onScroll: () => void): () => void;
  requestFrame(callback: () => void): number;
  cancelFrame(handle: number): void;
}

export interface ScrollSource {
  subscribe(listener: ScrollListener): () => void;
  /** The position last read (read now when nobody listens yet). */
  current(): number;
}

export function createScrollSource(env: ScrollEnvironment): ScrollSource {
  const listeners = new Set<ScrollListener>();
  let position = 0;
  let frame: number | null = null;
  let stopListening: (() => void) | null = null;

  const publish = () => {
    frame = null;
    position = env.read();
    for (const listener of listeners) listener(position);
  };
  const onScroll = () => {
    if (frame === null) frame = env.requestFrame(publish);
  };

  return {
    subscribe(listener) {
      if (listeners.size === 0) {
        position = env.read();
        stopListening = env.listen(onScroll);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopListening?.();
        stopListening = null;
        if (frame !== null) env.cancelFrame(frame);
        frame = null;
      };
    },
    current: () => (listeners.size > 0 ? position : env.read()),
  };
}
