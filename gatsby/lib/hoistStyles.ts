/**
 * Emotion writes each server-rendered rule set as a `<style data-emotion>` next
 * to the element that uses it, inside <body>, and Gatsby renders slices (navbar,
 * sidebar, footer) apart from their pages, so no single render sees all of a
 * page's styles. HTML allows `<style>` only in <head>: after the build, every
 * such element moves to the end of <head>, in document order, each distinct one
 * once. The browser's Emotion cache finds them by their `data-emotion` ids
 * wherever they are, so nothing is injected twice.
 */
const EMOTION_STYLE = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;

export function hoistEmotionStyles(html: string): string | null {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return null;
  const body = html.slice(headEnd);
  const styles = body.match(EMOTION_STYLE);
  if (!styles) return null;
  const unique = [...new Set(styles)].filter((style) => !html.slice(0, headEnd).includes(style));
  return html.slice(0, headEnd) + unique.join('') + body.replace(EMOTION_STYLE, '');
}
