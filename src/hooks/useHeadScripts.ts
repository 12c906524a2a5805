import { useEffect } from 'react';
import type { HeadScript } from '../config';
import { HEAD_SCRIPT_IDLE_TIMEOUT_MS } from '../lib/constants';
import {
  afterPageLoad,
  HEAD_SCRIPT_ATTRIBUTE,
  HEAD_SCRIPT_FAILED_ATTRIBUTE,
  planHeadScripts,
  type PlannedScript,
} from '../lib/headScripts';

function addScript(planned: PlannedScript): void {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(planned.attributes)) script.setAttribute(name, value);
  script.setAttribute(HEAD_SCRIPT_ATTRIBUTE, planned.id);
  script.setAttribute('async', '');
  // An unreachable host only marks the element: no console message, nothing else changes.
  script.addEventListener('error', () => script.setAttribute(HEAD_SCRIPT_FAILED_ATTRIBUTE, ''), {
    once: true,
  });
  script.src = planned.src;
  document.head.appendChild(script);
}

/**
 * Adds the enabled head scripts (site.yaml `headScripts:`) once the page is
 * interactive: after the load event, and for `idle` entries the browser's
 * next idle moment. Each is added once per visit, whatever re-renders.
 */
export function useHeadScripts(entries: readonly HeadScript[]): void {
  useEffect(() => {
    const present = new Set(
      [...document.querySelectorAll(`script[${HEAD_SCRIPT_ATTRIBUTE}]`)].map(
        (element) => element.getAttribute(HEAD_SCRIPT_ATTRIBUTE) ?? '',
      ),
    );
    const cancels = planHeadScripts(entries, present).map((planned) =>
      afterPageLoad(
        window,
        planned.strategy,
        () => {
          if (!document.querySelector(`script[${HEAD_SCRIPT_ATTRIBUTE}="${planned.id}"]`))
            addScript(planned);
        },
        HEAD_SCRIPT_IDLE_TIMEOUT_MS,
      ),
    );
    return () => cancels.forEach((cancel) => cancel());
  }, [entries]);
}
