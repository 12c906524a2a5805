/**
 * Server markup that hydration can keep as it is (see ServerMarkup).
 *
 * React hydrates the first render only; every later mount (an in-site
 * navigation, `gatsby develop` without server rendering) has nothing to keep
 * and renders its children. Gatsby's `onInitialClientRender` marks the end of
 * that first render.
 */
let initialRenderDone = false;

export function markInitialRenderDone(): void {
  initialRenderDone = true;
}

export function isInitialRenderDone(): boolean {
  return initialRenderDone;
}

/** The attribute a kept element carries, holding its `useId` key. */
export const SERVER_MARKUP_ATTRIBUTE = 'data-server-markup';

/**
 * The inner HTML the server sent for the element keyed `key`, when the page
 * is still in its first render and exactly one such element is in the
 * document; otherwise null, and the element renders its children as usual.
 */
export function serverMarkupOf(
  key: string,
  doc: Pick<Document, 'querySelectorAll'> | undefined,
  renderDone: boolean,
): string | null {
  if (renderDone || !doc) return null;
  const found = doc.querySelectorAll(
    `[${SERVER_MARKUP_ATTRIBUTE}="${key.replace(/["\\]/g, '\\$&')}"]`,
  );
  return found.length === 1 ? found[0]!.innerHTML : null;
}
