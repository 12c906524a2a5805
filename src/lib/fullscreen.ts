/**
 * The full-screen control's decisions (src/mdx/FullscreenFrame.tsx). Browsers
 * with the Fullscreen API show the frame on the whole screen; where it is
 * missing or refused (iPhone Safari, an iframe without permission) the frame
 * covers the page instead, as an overlay with the same button to leave it.
 */

/** Off, on the whole screen through the Fullscreen API, or covering the page. */
export type FullscreenState = 'off' | 'native' | 'overlay';

export interface FullscreenElementLike {
  requestFullscreen?: unknown;
}

export interface FullscreenDocumentLike {
  fullscreenEnabled?: boolean;
}

/** How this element can fill the screen: through the Fullscreen API, or as an overlay. */
export function fullscreenMode(
  element: FullscreenElementLike,
  document: FullscreenDocumentLike,
): 'native' | 'overlay' {
  return typeof element.requestFullscreen === 'function' && document.fullscreenEnabled !== false
    ? 'native'
    : 'overlay';
}

/** What the button does in a state: ask for the screen, cover the page, or undo either. */
export function toggleAction(
  state: FullscreenState,
  mode: 'native' | 'overlay',
): 'request' | 'cover' | 'exit' | 'uncover' {
  if (state === 'native') return 'exit';
  if (state === 'overlay') return 'uncover';
  return mode === 'native' ? 'request' : 'cover';
}

/**
 * The state after a `fullscreenchange` event: on while this frame is the
 * document's full-screen element, off once it has left (Escape, the browser's
 * own controls); an overlay is not the browser's business and stays.
 */
export function stateAfterChange(
  state: FullscreenState,
  isFullscreenElement: boolean,
): FullscreenState {
  if (isFullscreenElement) return 'native';
  return state === 'native' ? 'off' : state;
}
