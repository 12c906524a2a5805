/** Looks up a key such as `notFound.title` in the translation files a page query returned. */
export function translationFromData(
  locales: { edges: Array<{ node: { data: string } }> },
  key: string,
): string | null {
  for (const { node } of locales.edges) {
    let value: unknown = JSON.parse(node.data);
    for (const part of key.split('.')) {
      value =
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[part]
          : undefined;
    }
    if (typeof value === 'string') return value;
  }
  return null;
}
