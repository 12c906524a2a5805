/**
 * What a site.yaml `headScripts:` entry may say: its kinds, when it loads, which
 * attributes it may set and where it may come from. The data schema
 * (src/config/schema.ts) checks entries against these; src/lib/headScripts.ts
 * plans them. Kept apart from the planner so the schema needs nothing that
 * reads the schema's own types.
 */
import { HEAD_SCRIPT_ATTRIBUTE } from './headScriptAttribute';

export const HEAD_SCRIPT_KINDS = ['analytics', 'ads'] as const;
/** `load`: right after the page's load event; `idle`: after that, once the browser is idle. */
export const HEAD_SCRIPT_STRATEGIES = ['idle', 'load'] as const;
export type HeadScriptStrategy = (typeof HEAD_SCRIPT_STRATEGIES)[number];

/** Set on an added element whose address could not be reached; nothing else happens. */
export const HEAD_SCRIPT_FAILED_ATTRIBUTE = 'data-head-script-failed';

/**
 * Attributes an entry may set: data-* (settings a service reads from its own
 * tag) and a few plain ones services ask for. Event handlers (`on…`) would be
 * inline code; `src`, `async`, `defer` and `type` are ours to set.
 */
const ALLOWED_ATTRIBUTE =
  /^(data-[a-z0-9][a-z0-9-]*|id|charset|crossorigin|referrerpolicy|integrity)$/;

export const isAllowedScriptAttribute = (name: string): boolean =>
  ALLOWED_ATTRIBUTE.test(name) &&
  name !== HEAD_SCRIPT_ATTRIBUTE &&
  name !== HEAD_SCRIPT_FAILED_ATTRIBUTE;

/** An address the scripts may come from: https only, never this site's own chunks. */
export const isScriptAddress = (src: string): boolean => /^https:\/\/[^/\s?#]+[/?]\S*$/.test(src);

/** `{siteId}`: a value to fill in before the entry can be enabled. */
const PLACEHOLDER = /\{[^}]*\}/;

/** Whether an entry still holds a placeholder in its address or an attribute. */
export const hasPlaceholder = (entry: {
  src: string;
  attributes: Readonly<Record<string, string>>;
}): boolean =>
  PLACEHOLDER.test(entry.src) ||
  Object.values(entry.attributes).some((value) => PLACEHOLDER.test(value));
