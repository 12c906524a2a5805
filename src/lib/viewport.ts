/** Whether any of an IntersectionObserver's entries has reached the (widened) viewport. */
export const anyIntersecting = (entries: ReadonlyArray<{ isIntersecting: boolean }>): boolean =>
  entries.some((entry) => entry.isIntersecting);
