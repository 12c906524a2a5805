import { useCallback, useEffect, useReducer, useRef, type FocusEvent } from 'react';
import { COPY_BUTTON_DELAY_MS } from '../lib/constants';
import { isRevealed, REVEAL_START, revealStep } from '../lib/hoverReveal';

/**
 * `revealed` turns true once the pointer has stayed on the element for
 * `delayMs`, and at once while focus is inside it (src/lib/hoverReveal.ts).
 * Spread `handlers` on the element.
 */
export function useHoverReveal(delayMs = COPY_BUTTON_DELAY_MS) {
  const [state, dispatch] = useReducer(revealStep, REVEAL_START);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const onMouseEnter = useCallback(() => {
    dispatch('pointerEnter');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => dispatch('rested'), delayMs);
  }, [delayMs]);
  const onMouseLeave = useCallback(() => {
    clearTimeout(timer.current);
    dispatch('pointerLeave');
  }, []);
  const onFocus = useCallback(() => dispatch('focusIn'), []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    // Focus moving between two elements of the block (code to button) stays inside.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch('focusOut');
  }, []);

  return { revealed: isRevealed(state), handlers: { onMouseEnter, onMouseLeave, onFocus, onBlur } };
}
