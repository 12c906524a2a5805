import { act } from '@testing-library/react';
import { BREAKPOINT_MOBILE } from '../../src/lib/constants';

/** Replaces matchMedia so the phone layout matches or not, and can change while mounted. */
export function mockViewport(initialMobile: boolean) {
  let mobile = initialMobile;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes(`max-width: ${BREAKPOINT_MOBILE}px`) ? mobile : false;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(toMobile: boolean) {
      mobile = toMobile;
      act(() => listeners.forEach((listener) => listener()));
    },
    restore: () => (window.matchMedia = original),
  };
}
