/**
 * The mark React's first commit leaves on <html> (Providers sets it in an
 * effect): from then on the page is React's, and any later render is not
 * hydration. ServerMarkup reads it; end-to-end tests wait for it.
 */
export function markPageHydrated(root: HTMLElement): void {
  root.dataset.hydrated = 'true';
}

export function isPageHydrated(root: HTMLElement): boolean {
  return root.dataset.hydrated === 'true';
}
