/**
 * When a control that belongs to a block (the copy button of a code block)
 * shows: once the pointer has rested on the block for a while, and at once
 * while focus is inside it, so keyboard users never wait.
 */
export interface RevealState {
  pointerInside: boolean;
  /** The pointer has been inside long enough since it last came in. */
  rested: boolean;
  focusInside: boolean;
}

export type RevealEvent = 'pointerEnter' | 'pointerLeave' | 'rested' | 'focusIn' | 'focusOut';

export const REVEAL_START: RevealState = {
  pointerInside: false,
  rested: false,
  focusInside: false,
};

export function revealStep(state: RevealState, event: RevealEvent): RevealState {
  switch (event) {
    case 'pointerEnter':
      return state.pointerInside ? state : { ...state, pointerInside: true, rested: false };
    case 'pointerLeave':
      return { ...state, pointerInside: false, rested: false };
    case 'rested':
      // A timer that fires after the pointer left belongs to an earlier visit.
      return state.pointerInside ? { ...state, rested: true } : state;
    case 'focusIn':
      return { ...state, focusInside: true };
    case 'focusOut':
      return { ...state, focusInside: false };
  }
}

export function isRevealed(state: RevealState): boolean {
  return state.focusInside || (state.pointerInside && state.rested);
}
