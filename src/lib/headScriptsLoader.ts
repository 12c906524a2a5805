/**
 * The `head-scripts` chunk: src/providers/Providers.tsx imports it only when
 * the site has enabled head scripts, so a site without any ships none of
 * this. It adds the planned scripts (./headScripts.ts) to <head> once the
 * page is interactive: after the load event, and for `idle` entries the
 * browser's next idle moment. Each is added once per visit.
 */
import type { HeadScript } from '../config/types';
import { HEAD_SCRIPT_IDLE_TIMEOUT_MS } from './constants';
import { HEAD_SCRIPT_FAILED_ATTRIBUTE } from './headScriptRules';
import { afterPageLoad, planHeadScripts, type PlannedScript } from './headScripts';
import { HEAD_SCRIPT_ATTRIBUTE } from './headScriptAttribute';
import { holdsSecrets } from './contentNeeds';
import { pageContentOf } from './pageContent';
import { pageLoader } from './gatsbyRuntime';

const isPresent = (id: string): boolean =>
  document.querySelector(`script[${HEAD_SCRIPT_ATTRIBUTE}="${id}"]`) !== null;

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

/** The content of the page the document was loaded with (Gatsby's first page). */
function firstPageContent() {
  const pagePath = (window as { pagePath?: string }).pagePath ?? window.location.pathname;
  return pageContentOf(pageLoader()?.loadPageSync(pagePath)?.json);
}

/**
 * Schedules the entries' scripts, unless the page's content holds secrets (a
 * tool's sign-in or token form); returns a function that cancels those still
 * pending.
 */
export function startHeadScripts(entries: readonly HeadScript[]): () => void {
  const content = firstPageContent();
  if (content && holdsSecrets(content)) return () => undefined;
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
        if (!isPresent(planned.id)) addScript(planned);
      },
      HEAD_SCRIPT_IDLE_TIMEOUT_MS,
    ),
  );
  return () => cancels.forEach((cancel) => cancel());
}
