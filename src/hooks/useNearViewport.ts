import { useEffect, useState, type RefObject } from 'react';
import { anyIntersecting } from '../lib/viewport';

/**
 * False until the element comes within `marginPx` of the viewport (above or
 * below), then true for good. Without IntersectionObserver it is true at once.
 */
export function useNearViewport(ref: RefObject<Element>, marginPx: number): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!anyIntersecting(entries)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, marginPx, near]);
  return near;
}
