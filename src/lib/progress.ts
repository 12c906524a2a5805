/**
 * The navigation progress bar (spec §4, §9): it starts only for a path not yet
 * visited in this page view (a visited page is cached and renders at once).
 */
export const PROGRESS_OPTIONS = {
  /** Where the bar starts, as a fraction. */
  minimum: 0.08,
  /** Length of each step's animation, in milliseconds. */
  speed: 200,
  /** How often the bar creeps forward while the page loads, in milliseconds. */
  trickleSpeed: 800,
  showSpinner: false,
} as const;

/** The same, for readers who asked for less motion: no animation, no creeping. */
export const REDUCED_MOTION_PROGRESS_OPTIONS = {
  ...PROGRESS_OPTIONS,
  speed: 0,
  trickle: false,
} as const;

/** Records `pathname` and says whether the bar should run for it. */
export function isFirstVisit(visited: Set<string>, pathname: string): boolean {
  if (visited.has(pathname)) return false;
  visited.add(pathname);
  return true;
}
