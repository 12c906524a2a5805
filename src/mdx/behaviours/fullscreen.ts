import { outsiders } from '../../lib/inertOutside';
import {
  fullscreenMode,
  stateAfterChange,
  toggleAction,
  type FullscreenState,
} from '../../lib/fullscreen';

const FRAME = '[data-fullscreen]';

const stateOf = (frame: HTMLElement) => (frame.dataset.fullscreen ?? 'off') as FullscreenState;
const toggleOf = (frame: HTMLElement) =>
  frame.querySelector<HTMLButtonElement>(':scope > div > [data-fullscreen-toggle]');

/**
 * The full-screen frames of src/mdx/FullscreenFrame.tsx, on their markup: the
 * button asks for the whole screen, or where the Fullscreen API is missing or
 * refuses, makes the frame cover the page as a modal dialog (everything else
 * inert, the page not scrolling, Escape to leave, focus on the button).
 */
export function attachFullscreen(root: HTMLElement): () => void {
  const doc = root.ownerDocument;
  let covering: { frame: HTMLElement; undo: () => void } | null = null;

  const setState = (frame: HTMLElement, state: FullscreenState) => {
    frame.dataset.fullscreen = state;
    const button = toggleOf(frame);
    if (button) {
      const label = button.dataset[state === 'off' ? 'labelEnter' : 'labelExit'] ?? '';
      button.setAttribute('aria-label', label);
      button.title = label;
    }
    if (state === 'overlay') cover(frame);
    else if (covering?.frame === frame) uncover();
  };

  const cover = (frame: HTMLElement) => {
    if (covering) return;
    frame.setAttribute('role', 'dialog');
    frame.setAttribute('aria-modal', 'true');
    frame.setAttribute('aria-label', frame.dataset.fullscreenLabel ?? '');
    const silenced = outsiders<Element>(doc.body, [frame]).filter(
      (element) => !element.hasAttribute('inert'),
    );
    for (const element of silenced) element.setAttribute('inert', '');
    const html = doc.documentElement;
    const overflow = html.style.overflow;
    html.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setState(frame, 'off');
    };
    doc.addEventListener('keydown', onKeyDown);
    toggleOf(frame)?.focus();
    covering = {
      frame,
      undo: () => {
        doc.removeEventListener('keydown', onKeyDown);
        for (const element of silenced) element.removeAttribute('inert');
        html.style.overflow = overflow;
        for (const name of ['role', 'aria-modal', 'aria-label']) frame.removeAttribute(name);
        toggleOf(frame)?.focus();
      },
    };
  };
  const uncover = () => {
    const undo = covering?.undo;
    covering = null;
    undo?.();
  };

  const click = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('[data-fullscreen-toggle]');
    const frame = button?.closest<HTMLElement>(FRAME);
    if (!frame || !root.contains(frame)) return;
    const state = stateOf(frame);
    const action = toggleAction(state, fullscreenMode(frame, doc));
    if (action === 'exit') void doc.exitFullscreen().catch(() => setState(frame, 'off'));
    else if (action === 'request')
      frame.requestFullscreen().catch(() => setState(frame, 'overlay'));
    else setState(frame, action === 'cover' ? 'overlay' : 'off');
  };
  const fullscreenChange = () => {
    for (const frame of root.querySelectorAll<HTMLElement>(FRAME)) {
      const next = stateAfterChange(stateOf(frame), doc.fullscreenElement === frame);
      if (next !== stateOf(frame)) setState(frame, next);
    }
  };
  root.addEventListener('click', click);
  doc.addEventListener('fullscreenchange', fullscreenChange);
  return () => {
    root.removeEventListener('click', click);
    doc.removeEventListener('fullscreenchange', fullscreenChange);
    // The overlay's look is keyed on the frame's state, so the frame leaves it too.
    if (covering) setState(covering.frame, 'off');
  };
}
