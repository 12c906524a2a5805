import type { GatsbySSR } from 'gatsby';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * Gatsby renders pages with React 18's renderToPipeableStream, which can leave
 * NUL bytes between multi-byte characters when a chunk fills its buffer (seen
 * in Chinese pages; react/react#31134). Pages here have no Suspense boundaries
 * to stream, so the plain string renderer gives the same HTML without the bug.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({
  bodyComponent,
  replaceBodyHTMLString,
}) => {
  replaceBodyHTMLString(renderToString(bodyComponent as ReactElement));
};
