import type { ReactElement } from 'react';
import { TextEncoder } from 'node:util';

/** React's server renderer, in a jsdom test: its browser build needs TextEncoder, which jsdom lacks. */
function server(): typeof import('react-dom/server') {
  Object.assign(globalThis, { TextEncoder });
  return jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
}

/** The build's server render, as static markup. */
export function serverHtml(element: ReactElement): string {
  return server().renderToStaticMarkup(element);
}

/** The build's server render, as markup the browser hydrates. */
export function hydratableHtml(element: ReactElement): string {
  return server().renderToString(element);
}
