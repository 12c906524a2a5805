const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/**
 * `text` safe inside HTML or XML, as text or in a double-quoted attribute:
 * the four characters that could end either are written as entities.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ENTITIES[char]!);
}
