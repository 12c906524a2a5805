import type { NavigatePatch } from '../lib/gatsbyRuntime';

/**
 * Calls `listener` when an in-site navigation begins, before Gatsby loads the
 * target's code and data. Gatsby has no public hook for that moment, so this
 * is a patch of in-site navigation (./runtime.ts applies it).
 */
export function announcingStart(
  location: { href: string },
  listener: (url: URL) => void,
): NavigatePatch {
  return (original) => (to, options) => {
    if (typeof to === 'string') {
      try {
        listener(new URL(to, location.href));
      } catch {
        // A listener must never stop the navigation.
      }
    }
    return original(to, options);
  };
}
