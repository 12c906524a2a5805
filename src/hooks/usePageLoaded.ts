import { useEffect, useState } from 'react';
import { afterPageLoad } from '../lib/headScripts';
import { HEAD_SCRIPT_IDLE_TIMEOUT_MS } from '../lib/constants';

/** False on the server and until the window's load event has passed, then true. */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(
    () => afterPageLoad(window, 'load', () => setLoaded(true), HEAD_SCRIPT_IDLE_TIMEOUT_MS),
    [],
  );
  return loaded;
}
