import { useEffect, useState } from 'react';
import type { HeadScriptStrategy } from '../lib/headScriptRules';
import { afterPageLoad } from '../lib/headScripts';
import { HEAD_SCRIPT_IDLE_TIMEOUT_MS } from '../lib/constants';

/**
 * False on the server and until the window's load event has passed (for
 * `idle`, until the browser's next idle moment after it), then true.
 */
export function usePageLoaded(strategy: HeadScriptStrategy = 'load'): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(
    () => afterPageLoad(window, strategy, () => setLoaded(true), HEAD_SCRIPT_IDLE_TIMEOUT_MS),
    [strategy],
  );
  return loaded;
}
