import type { ReactElement } from 'react';
import { TextEncoder } from 'node:util';

/** The build's server render, in a jsdom test: React's browser build of it needs TextEncoder. */
export function serverHtml(element: ReactElement): string {
  Object.assign(globalThis, { TextEncoder });
  return jest
    .requireActual<typeof import('react-dom/server')>('react-dom/server')
    .renderToStaticMarkup(element);
}
