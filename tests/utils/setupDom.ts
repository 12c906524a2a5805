import '@testing-library/jest-dom';
import { TextEncoder } from 'node:util';

// React's server renderer (the build's content renderer, drawn in tests) needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
// jsdom has no matchMedia; tests that need a match replace it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// A console error in a component test (a React warning, a failed prop type) fails that test.
let consoleErrors: string[] = [];
const originalError = console.error;
beforeEach(() => {
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  };
});
afterEach(() => {
  console.error = originalError;
  if (consoleErrors.length)
    throw new Error(`console.error was called:\n${consoleErrors.join('\n')}`);
});
