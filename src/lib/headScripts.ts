/**
 * Third-party scripts of spec §7's "Head" row (an ad network, two analytics
 * services, an ad-serving script), configured in site.yaml `headScripts:`.
 * Each is off unless `enabled`, and an enabled one is added in the browser
 * only after the page is interactive, `async`, never as a blocking tag in the
 * server HTML. Only `src` scripts: inline snippets are not supported, so a
 * Content Security Policy never has to allow inline code.
 *
 * The original also loaded icon-font stylesheets from CDNs; this site has no
 * such entry, because its icons are inline SVG (src/components/Icon.tsx).
 */
import type { HeadScript } from '../config/types';
import {
  hasPlaceholder,
  isAllowedScriptAttribute,
  isScriptAddress,
  type HeadScriptStrategy,
} from './headScriptRules';

/** One script to add: what the element gets and when. */
export interface PlannedScript {
  id: string;
  src: string;
  strategy: HeadScriptStrategy;
  attributes: Record<string, string>;
}

/**
 * The scripts to add, in the configured order: enabled entries only, each
 * id once, not those already on the page (`present`), with only the allowed
 * attributes.
 */
export function planHeadScripts(
  entries: readonly HeadScript[],
  present: ReadonlySet<string> = new Set(),
): PlannedScript[] {
  const seen = new Set(present);
  const plan: PlannedScript[] = [];
  for (const entry of entries) {
    if (
      !entry.enabled ||
      seen.has(entry.id) ||
      !isScriptAddress(entry.src) ||
      hasPlaceholder(entry)
    )
      continue;
    seen.add(entry.id);
    plan.push({
      id: entry.id,
      src: entry.src,
      strategy: entry.strategy,
      attributes: Object.fromEntries(
        Object.entries(entry.attributes).filter(([name]) => isAllowedScriptAttribute(name)),
      ),
    });
  }
  return plan;
}

/** The smallest part of a window this module needs (a test passes a stand-in). */
export interface PageWindow {
  document: Pick<Document, 'readyState'>;
  addEventListener(type: 'load', listener: () => void): void;
  removeEventListener(type: 'load', listener: () => void): void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/**
 * Runs `callback` once the page is interactive: after the window's load event
 * (at once if it has passed), then for `idle` at the browser's next idle
 * moment (at most `idleTimeout` later; a short timer where there is no
 * requestIdleCallback). Returns a function that cancels whatever is pending.
 */
export function afterPageLoad(
  win: PageWindow,
  strategy: HeadScriptStrategy,
  callback: () => void,
  idleTimeout: number,
): () => void {
  let cancelIdle: (() => void) | null = null;
  const ready = () => {
    if (strategy === 'load') return callback();
    if (win.requestIdleCallback && win.cancelIdleCallback) {
      const handle = win.requestIdleCallback(callback, { timeout: idleTimeout });
      cancelIdle = () => win.cancelIdleCallback?.(handle);
    } else {
      const handle = win.setTimeout(callback, 1);
      cancelIdle = () => win.clearTimeout(handle);
    }
  };
  if (win.document.readyState === 'complete') {
    ready();
    return () => cancelIdle?.();
  }
  const onLoad = () => {
    win.removeEventListener('load', onLoad);
    // The load event's own handlers run first; ours starts on the next task.
    const handle = win.setTimeout(ready, 0);
    cancelIdle = () => win.clearTimeout(handle);
  };
  win.addEventListener('load', onLoad);
  return () => {
    win.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}
