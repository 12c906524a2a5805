import { NAVBAR_HIDE_DISTANCE, NAVBAR_HIDE_START } from './constants';

export interface NavbarScrollState {
  hidden: boolean;
  /** Scroll position at the previous check. */
  last: number;
}

/**
 * Shown near the top and whenever the reader scrolls up; hidden after moving
 * down more than NAVBAR_HIDE_DISTANCE since the previous check, unless a menu
 * is open.
 */
export function nextNavbarState(
  state: NavbarScrollState,
  current: number,
  menuOpen: boolean,
): NavbarScrollState {
  if (current <= NAVBAR_HIDE_START || current < state.last) return { hidden: false, last: current };
  if (current > state.last + NAVBAR_HIDE_DISTANCE && !menuOpen)
    return { hidden: true, last: current };
  return { hidden: state.hidden, last: current };
}
