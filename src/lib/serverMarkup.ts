import { isPageHydrated } from './hydrationMark';

/** The attribute an element kept from the server carries, holding its key (see ServerMarkup). */
export const SERVER_MARKUP_ATTRIBUTE = 'data-server-markup';

/**
 * The inner HTML the server sent for the element keyed `key`, when the page
 * is still hydrating and exactly one such element is in the document;
 * otherwise null, and the element renders its children as usual. React
 * hydrates the first render only: every later mount (an in-site navigation,
 * `gatsby develop` without server rendering) has nothing to keep.
 */
export function serverMarkupOf(
  key: string,
  doc: Pick<Document, 'querySelectorAll' | 'documentElement'> | undefined,
): string | null {
  if (!doc || isPageHydrated(doc.documentElement)) return null;
  const found = doc.querySelectorAll(
    `[${SERVER_MARKUP_ATTRIBUTE}="${key.replace(/["\\]/g, '\\$&')}"]`,
  );
  return found.length === 1 ? found[0]!.innerHTML : null;
}
