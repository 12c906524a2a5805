/**
 * Hosts that content pages load from: a video or stream
 * (`<ArtPlayer src="…">`), its poster, a link card's logo, an image. The
 * Content Security Policy names every host the site loads from, not `https:`
 * as a whole (hostHeaders.ts), so the build reads them from the MDX it
 * compiled. The end-to-end build's media server (http://127.0.0.1:3004) gets
 * in this way, and only there.
 */

/** `src="https://…"`, `poster='http://…'`, `logo={"https://…"}` and Markdown images. */
const SOURCE_ATTRIBUTE =
  /\b(?:src|poster|logo|cover|image)\s*=\s*\{?\s*(["'`])(https?:\/\/[^"'`\s]+)\1/g;
const MARKDOWN_IMAGE = /!\[[^\]]*\]\(\s*<?(https?:\/\/[^\s)>]+)/g;

/** The origins, sorted and once each, of every http(s) source in some MDX texts. */
export function contentSourceOrigins(texts: readonly string[]): string[] {
  const origins = new Set<string>();
  const add = (address: string | undefined) => {
    if (!address) return;
    try {
      origins.add(new URL(address).origin);
    } catch {
      // Not an address after all (a placeholder in prose); nothing loads from it.
    }
  };
  for (const text of texts) {
    for (const match of text.matchAll(SOURCE_ATTRIBUTE)) add(match[2]);
    for (const match of text.matchAll(MARKDOWN_IMAGE)) add(match[1]);
  }
  return [...origins].sort();
}
