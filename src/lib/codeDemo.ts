/**
 * Code demos: the document a demo runs in and the data an "Open in CodePen"
 * form posts. The build writes each demo's document to a file of its own under
 * /demo/, named from its text (demoDocumentPath), with a policy that allows its
 * one script and nothing else (gatsby/lib/codeDemos.ts); the page shows it in a
 * sandboxed frame, so no page's policy ever learns a demo's script.
 */

import { escapeHtml } from './htmlEscape';

export type DemoLanguage = 'html' | 'css' | 'js';

export const DEMO_LANGUAGES: readonly DemoLanguage[] = ['html', 'css', 'js'];

export interface DemoSources {
  html: string;
  css: string;
  js: string;
}

/** CodePen's prefill endpoint: a POST with a `data` field holding JSON opens a new pen. */
export const CODEPEN_DEFINE_URL = 'https://codepen.io/pen/define';

/** The tab label of each language. */
export const DEMO_LABELS: Record<DemoLanguage, string> = { html: 'HTML', css: 'CSS', js: 'JS' };

const ALIASES: Record<string, DemoLanguage> = {
  html: 'html',
  htm: 'html',
  xhtml: 'html',
  css: 'css',
  js: 'js',
  javascript: 'js',
  mjs: 'js',
};

/** The demo language a code block's language names, or null for any other. */
export function demoLanguageOf(language: string | null | undefined): DemoLanguage | null {
  return (language && ALIASES[language.toLowerCase()]) || null;
}

/**
 * Script text that cannot end its own `<script>` element: `</script` and `<!--`
 * (which would change how the HTML parser reads the rest) get a backslash,
 * which JavaScript strings, templates and regular expressions ignore there.
 */
export function escapeScript(js: string): string {
  return js.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/** Style text that cannot end its own `<style>` element. */
export function escapeStyle(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/**
 * The text of a demo's <script> element, exactly as the document holds it:
 * the build hashes it for the demo document's own policy, so every character
 * counts.
 */
export const demoScriptText = (js: string): string => `\n${escapeScript(js)}\n`;

/** Plain defaults the demo's own CSS comes after, so it can change any of them. */
const BASE_STYLE = 'body{margin:1rem;font-family:system-ui,sans-serif;line-height:1.5}';

/**
 * The whole document of a demo run: its HTML in the body, its CSS in the head
 * and its script after the HTML, so the script finds the elements it uses.
 */
export function demoDocument(
  sources: DemoSources,
  { title, lang }: { title: string; lang: string },
): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${BASE_STYLE}</style>`,
    sources.css.trim() ? `<style>\n${escapeStyle(sources.css)}\n</style>` : '',
    '</head>',
    '<body>',
    sources.html,
    sources.js.trim() ? `<script>${demoScriptText(sources.js)}</script>` : '',
    '</body>',
    '</html>',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** The `data` field CodePen's prefill form expects, as JSON. */
export function codepenData(sources: DemoSources, title: string): string {
  return JSON.stringify({
    title,
    html: sources.html,
    css: sources.css,
    js: sources.js,
    editors: `${sources.html ? 1 : 0}${sources.css ? 1 : 0}${sources.js ? 1 : 0}`,
  });
}

/** Where the build writes demo documents, under the site's root. */
export const DEMO_FOLDER = 'demo';

/** 32 bits of FNV-1a over the UTF-16 code units of a text, as 8 hex digits. */
function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The address of a demo document: a name made from its whole text, so the
 * page that shows a demo and the build that writes it agree without either
 * telling the other, and a changed demo gets a new address.
 */
export const demoDocumentPath = (document: string): string =>
  `/${DEMO_FOLDER}/${fnv1a(document, 0x811c9dc5)}${fnv1a(document, 0x050c5d1f)}.html`;
