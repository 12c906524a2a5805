/**
 * Emotion writes each server-rendered rule set as a `<style data-emotion>` next
 * to the element that uses it, inside <body>, and Gatsby renders slices (navbar,
 * sidebar, footer) apart from their pages, so no single render sees all of a
 * page's styles. HTML allows `<style>` only in <head>: after the build, every
 * such element moves to the end of <head>, in document order, each distinct one
 * once.
 *
 * The class rule sets (`data-emotion="css <id>"`) go into one element that
 * lists all their ids, the form Emotion itself gives extracted styles: the
 * browser's Emotion cache registers every id from it, so nothing is injected
 * twice, and moves one element into its sheet instead of some hundred (each
 * move a removal and re-insertion of a stylesheet while the page hydrates).
 * Global styles (`css-global <id>`) stay one element each, in place: a
 * `<Global>` takes over its own element by that exact attribute.
 */
const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

interface EmotionStyle {
  element: string;
  key: string;
  ids: string[];
  rules: string;
}

function emotionStyles(html: string): EmotionStyle[] {
  return [...html.matchAll(EMOTION_STYLE)].map(([element, attribute = '', rules = '']) => {
    const [key = '', ...ids] = attribute.split(' ');
    return { element, key, ids, rules };
  });
}

/** Each distinct element once, the class rule sets of one key merged where the first stood. */
function mergeClassStyles(styles: EmotionStyle[]): string {
  const merged = new Map<string, { ids: string[]; rules: string[] }>();
  const parts: (string | { merge: string })[] = [];
  for (const style of styles) {
    if (style.key.endsWith('-global')) {
      parts.push(style.element);
      continue;
    }
    let group = merged.get(style.key);
    if (!group) {
      group = { ids: [], rules: [] };
      merged.set(style.key, group);
      parts.push({ merge: style.key });
    }
    group.ids.push(...style.ids);
    group.rules.push(style.rules);
  }
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const group = merged.get(part.merge)!;
      return `<style data-emotion="${[part.merge, ...group.ids].join(' ')}">${group.rules.join('')}</style>`;
    })
    .join('');
}

export function hoistEmotionStyles(html: string): string | null {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return null;
  const head = html.slice(0, headEnd);
  const body = html.slice(headEnd);
  const found = emotionStyles(body);
  if (found.length === 0) return null;
  const seen = new Set(emotionStyles(head).map((style) => style.element));
  const unique = found.filter((style) => !seen.has(style.element) && seen.add(style.element));
  return head + mergeClassStyles(unique) + body.replace(EMOTION_STYLE, '');
}
