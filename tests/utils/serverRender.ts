import type { ReactElement } from 'react';

/** React's server renderer (in a jsdom test, its browser build: tests/utils/setupDom.ts gives it TextEncoder). */
function server(): typeof import('react-dom/server') {
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
