import { useEffect, useRef, useState } from 'react';
import { NAVBAR_SCROLL_THROTTLE_MS } from '../lib/constants';
import { nextNavbarState, type NavbarScrollState } from '../lib/navbarVisibility';
import { pageScroll, useScrollPosition } from './useScrollPosition';

/** Whether the navbar should hide, from scrolling; always false when not enabled. */
export function useHideableNavbar(enabled: boolean, menuOpen: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const state = useRef<NavbarScrollState>({ hidden: false, last: 0 });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menu = useRef(menuOpen);
  menu.current = menuOpen;

  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return undefined;
    }
    state.current = { hidden: false, last: pageScroll().current() };
    return () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, [enabled]);

  // The spec throttles the decision to one per 300 ms, on the latest position of the page's scroll source.
  useScrollPosition(() => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      state.current = nextNavbarState(state.current, pageScroll().current(), menu.current);
      setHidden(state.current.hidden);
    }, NAVBAR_SCROLL_THROTTLE_MS);
  }, enabled);

  return enabled && hidden && !menuOpen;
}
