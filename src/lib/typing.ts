import { TYPING_PAUSE_MS, TYPING_SPEED_MS } from './constants';

export interface TypingState {
  title: number;
  letters: number;
}

export interface TypingStep {
  state: TypingState;
  /** How long to wait before the next step. */
  delay: number;
}

/**
 * Types each title a letter every TYPING_SPEED_MS, waits TYPING_PAUSE_MS on
 * the full title, then starts the next one, cycling.
 */
export function nextTypingStep(state: TypingState, titles: readonly string[]): TypingStep {
  const current = Array.from(titles[state.title] ?? '');
  if (state.letters < current.length) {
    const letters = state.letters + 1;
    return {
      state: { ...state, letters },
      delay: letters === current.length ? TYPING_PAUSE_MS : TYPING_SPEED_MS,
    };
  }
  return {
    state: { title: (state.title + 1) % Math.max(1, titles.length), letters: 0 },
    delay: TYPING_SPEED_MS,
  };
}

export function typedText(state: TypingState, titles: readonly string[]): string {
  return Array.from(titles[state.title] ?? '')
    .slice(0, state.letters)
    .join('');
}
