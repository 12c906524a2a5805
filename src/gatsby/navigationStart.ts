type Navigate = (to: string | number, options?: unknown) => unknown;

/**
 * Calls `listener` when an in-site navigation begins, before Gatsby loads the
 * target's code and data. Gatsby has no public hook for that moment, so this
 * wraps the same `___navigate` the canonical-address wrapper uses (see
 * docs/architecture.md).
 */
export function onNavigationStart(
  target: { ___navigate?: Navigate; location: { href: string } },
  listener: (url: URL) => void,
): void {
  const original = target.___navigate;
  if (!original) return;
  target.___navigate = (to, options) => {
    if (typeof to === 'string') {
      try {
        listener(new URL(to, target.location.href));
      } catch {
        // A listener must never stop the navigation.
      }
    }
    return original(to, options);
  };
}
