import { useEffect, useState } from 'react';
import { SCROLL_SPY_DELAY_MS, SCROLL_SPY_OFFSET_PX } from '../lib/constants';
import { pickActiveHeading } from '../lib/scrollSpy';

/**
 * Id of the heading being read. An IntersectionObserver reports when a heading
 * crosses the line under the navbar (or the footer comes fully into view, the
 * end of the page); the headings are then measured once, 200 ms later, so the
 * page itself never listens to scroll events for this.
 */
export function useScrollSpy(ids: readonly string[], navbarHeight: number): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');
  useEffect(() => {
    if (!ids.length || typeof IntersectionObserver === 'undefined') return undefined;
    const offset = navbarHeight + SCROLL_SPY_OFFSET_PX;
    const headings = ids.flatMap((id) => {
      const element = document.getElementById(id);
      return element ? [{ id, element }] : [];
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      timer = undefined;
      const positions = headings.map(({ id, element }) => ({
        id,
        top: element.getBoundingClientRect().top,
      }));
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(pickActiveHeading(positions, offset, atBottom));
    };
    const schedule = () => {
      if (timer === undefined) timer = setTimeout(measure, SCROLL_SPY_DELAY_MS);
    };
    const observer = new IntersectionObserver(schedule, {
      rootMargin: `-${offset}px 0px 0px 0px`,
      threshold: [0, 1],
    });
    for (const { element } of headings) observer.observe(element);
    const pageEnd = document.querySelector('[role="contentinfo"]');
    if (pageEnd) observer.observe(pageEnd);
    measure();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    // `key` stands for the list of ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, navbarHeight]);
  return active;
}
