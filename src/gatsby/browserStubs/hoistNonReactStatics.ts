/**
 * Stand-in for `hoist-non-react-statics` in the browser bundle. Emotion imports
 * it only for `withTheme`, which the site does not use, yet the import keeps it
 * and `react-is` (3.4 KB) on every page. This version copies a component's own
 * static properties to its wrapper, skipping what React and functions define
 * themselves, which is all `withTheme` needs.
 */
const RESERVED = new Set([
  'childContextTypes',
  'contextType',
  'contextTypes',
  'defaultProps',
  'displayName',
  'getDefaultProps',
  'getDerivedStateFromError',
  'getDerivedStateFromProps',
  'mixins',
  'propTypes',
  'type',
  'compare',
  'render',
  '$$typeof',
  'name',
  'length',
  'prototype',
  'caller',
  'callee',
  'arguments',
  'arity',
]);

export default function hoistNonReactStatics<T extends object, S extends object>(
  target: T,
  source: S,
): T {
  for (const key of Reflect.ownKeys(source)) {
    if (typeof key === 'string' && RESERVED.has(key)) continue;
    const descriptor = Object.getOwnPropertyDescriptor(source, key);
    if (!descriptor) continue;
    try {
      Object.defineProperty(target, key, descriptor);
    } catch {
      // A non-configurable property on the target stays as it is.
    }
  }
  return target;
}
