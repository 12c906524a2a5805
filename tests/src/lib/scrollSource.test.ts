import { createScrollSource, type ScrollEnvironment } from '../../../src/lib/scrollSource';

function fakeWindow() {
  const frames = new Map<number, () => void>();
  let nextFrame = 1;
  let scrollHandler: (() => void) | null = null;
  const state = { y: 0, reads: 0, listening: 0 };
  const env: ScrollEnvironment = {
    read: () => {
      state.reads += 1;
      return state.y;
    },
    listen(onScroll) {
      state.listening += 1;
      scrollHandler = onScroll;
      return () => {
        state.listening -= 1;
        scrollHandler = null;
      };
    },
    requestFrame(callback) {
      frames.set(nextFrame, callback);
      return nextFrame++;
    },
    cancelFrame: (handle) => frames.delete(handle),
  };
  return {
    env,
    state,
    scroll(y: number) {
      state.y = y;
      scrollHandler?.();
    },
    runFrames() {
      const pending = [...frames.values()];
      frames.clear();
      for (const callback of pending) callback();
    },
    pendingFrames: () => frames.size,
  };
}

describe('createScrollSource', () => {
  it('reads the position once per frame however many events and subscribers there are', () => {
    const page = fakeWindow();
    const source = createScrollSource(page.env);
    const seenByNavbar: number[] = [];
    const seenByButton: number[] = [];
    source.subscribe((y) => seenByNavbar.push(y));
    source.subscribe((y) => seenByButton.push(y));
    expect(page.state.listening).toBe(1);
    const readsBefore = page.state.reads;
    page.scroll(10);
    page.scroll(40);
    page.scroll(90);
    expect(page.pendingFrames()).toBe(1);
    page.runFrames();
    expect(page.state.reads - readsBefore).toBe(1);
    expect(seenByNavbar).toEqual([90]);
    expect(seenByButton).toEqual([90]);
    expect(source.current()).toBe(90);
  });

  it('stops listening and drops the pending frame when the last subscriber leaves', () => {
    const page = fakeWindow();
    const source = createScrollSource(page.env);
    const seen: number[] = [];
    const first = source.subscribe((y) => seen.push(y));
    const second = source.subscribe(() => undefined);
    first();
    expect(page.state.listening).toBe(1);
    page.scroll(30);
    second();
    expect(page.state.listening).toBe(0);
    expect(page.pendingFrames()).toBe(0);
    expect(seen).toEqual([]);
  });

  it('reads the window directly when nobody subscribes', () => {
    const page = fakeWindow();
    const source = createScrollSource(page.env);
    page.state.y = 250;
    expect(source.current()).toBe(250);
  });
});
