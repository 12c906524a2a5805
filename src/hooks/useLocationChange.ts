import { useEffect, useRef } from 'react';

/** Calls `onChange` when the path changes, but not on the first render. */
export function useLocationChange(pathname: string, onChange: () => void): void {
  const previous = useRef(pathname);
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    if (previous.current !== pathname) {
      previous.current = pathname;
      callback.current();
    }
  }, [pathname]);
}
