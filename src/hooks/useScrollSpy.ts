import { useEffect, useState } from 'react';
import { pickActiveHeading } from '../lib/scrollSpy';

const SPY_DELAY_MS = 200;
const SPY_OFFSET_PX = 5;

/** Id of the heading being read, updated at most every 200 ms while scrolling. */
export function useScrollSpy(ids: readonly string[], navbarHeight: number): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('\n');
  useEffect(() => {
    if (!ids.length) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      timer = undefined;
      const positions = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(pickActiveHeading(positions, navbarHeight + SPY_OFFSET_PX, atBottom));
    };
    const onScroll = () => {
      if (timer === undefined) timer = setTimeout(measure, SPY_DELAY_MS);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
    // `key` stands for the list of ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, navbarHeight]);
  return active;
}
