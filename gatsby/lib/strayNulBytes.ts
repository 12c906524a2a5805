/**
 * Gatsby renders pages and slices with React 18's renderToPipeableStream, which
 * flushes its whole 2 KB buffer when a multi-byte character does not fit at the
 * end, leaving one or two NUL bytes in the middle of Chinese text
 * (react/react#31134). The built HTML is repaired after the build, the site's
 * only fix for it. React never writes a NUL byte of its own, so removing them
 * restores exactly the text it meant to write.
 */
export function withoutNulBytes(html: Buffer): Buffer | null {
  if (!html.includes(0)) return null;
  return Buffer.from(html.filter((byte) => byte !== 0));
}
