/**
 * Stand-in for `outdent` in the browser bundle. gatsby-plugin-react-i18next
 * uses it for one developer error message; a plain template join with the
 * indentation trimmed says the same thing in a few bytes.
 */
export default function outdent(strings: TemplateStringsArray, ...values: unknown[]): string {
  const joined = strings.reduce(
    (text, part, index) => text + part + (index < values.length ? String(values[index]) : ''),
    '',
  );
  return joined
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
}
