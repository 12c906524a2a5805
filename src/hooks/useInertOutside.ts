import { type RefObject, useEffect } from 'react';
import { outsiders } from '../lib/inertOutside';

/**
 * While `active`, makes everything on the page except `regions` inert: it can
 * neither be focused, clicked nor read by assistive technology, which is what
 * a modal dialog or drawer needs, without a hand-written focus trap.
 */
export function useInertOutside(
  regions: readonly RefObject<HTMLElement | null>[],
  active: boolean,
): void {
  useEffect(() => {
    if (!active) return undefined;
    const kept = regions.flatMap((region) => (region.current ? [region.current] : []));
    if (kept.length === 0) return undefined;
    const silenced = outsiders<Element>(document.body, kept).filter(
      (element) => !element.hasAttribute('inert'),
    );
    for (const element of silenced) element.setAttribute('inert', '');
    return () => {
      for (const element of silenced) element.removeAttribute('inert');
    };
    // The refs are stable; their elements are read when the region opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
}
