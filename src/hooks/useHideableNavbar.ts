import { useEffect, useRef, useState } from 'react';
import { NAVBAR_SCROLL_THROTTLE_MS } from '../lib/constants';
import { nextNavbarState, type NavbarScrollState } from '../lib/navbarVisibility';

/** Whether the navbar should hide, from scrolling; always false when not enabled. */
export function useHideableNavbar(enabled: boolean, menuOpen: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const state = useRef<NavbarScrollState>({ hidden: false, last: 0 });
  const menu = useRef(menuOpen);
  menu.current = menuOpen;

  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      timer = undefined;
      state.current = nextNavbarState(state.current, window.scrollY, menu.current);
      setHidden(state.current.hidden);
    };
    const onScroll = () => {
      if (timer === undefined) timer = setTimeout(check, NAVBAR_SCROLL_THROTTLE_MS);
    };
    state.current = { hidden: false, last: window.scrollY };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [enabled]);

  return enabled && hidden && !menuOpen;
}
