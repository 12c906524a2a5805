/**
 * The CSS of the content components, kept out of page data. Drawing a page's
 * content (pageContent.ts) keeps its rules here, in .cache/, by page; from them
 *
 * - a first visit gets its own page's rules inline in the head (inlineContentStyles, after
 *   the build wrote the HTML),
 * - an in-site navigation gets the site's content stylesheet, every page's rules
 *   once (CONTENT_STYLESHEET_PATH), which the browser fetches the first time the
 *   reader heads for another page (src/mdx/contentStylesheet.ts).
 *
 * A page's rules are a few hundred bytes, but the same ones on most pages (code
 * blocks, callouts); the stylesheet holds them once for the whole site.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../../src/lib/htmlEscape';
import { readJsonOrNull } from '../lib/buildRecord';
import { CONTENT_STYLESHEET_PATH, SERVED_CONTENT_STYLES_ATTRIBUTE } from '../../src/lib/constants';

/** Emotion's class key → its rules, as the content render collected them. */
export type ContentRules = Record<string, string>;

const FOLDER = path.join(process.cwd(), '.cache', 'content-styles');

const fileOf = (pagePath: string) =>
  path.join(FOLDER, `${createHash('sha1').update(pagePath).digest('hex')}.json`);

/** Keeps one page's rules; under `gatsby develop` the served stylesheet follows at once. */
export function keepPageRules(pagePath: string, rules: ContentRules): void {
  fs.mkdirSync(FOLDER, { recursive: true });
  fs.writeFileSync(fileOf(pagePath), JSON.stringify(rules));
  if (process.env.gatsby_executing_command === 'develop')
    writeContentStylesheet(path.join(process.cwd(), 'public'));
}

const readRules = (file: string) => readJsonOrNull(file) as ContentRules | null;

const cssOf = (rules: ContentRules) =>
  Object.keys(rules)
    .sort()
    .map((key) => rules[key])
    .join('');

/** The CSS of one page's content; null for a page whose content the build did not draw. */
export function pageContentCss(pagePath: string): string | null {
  const rules = readRules(fileOf(pagePath));
  return rules && cssOf(rules);
}

/** Every page's rules, each class once, in a stable order. */
export function siteContentCss(): string {
  const files = fs.existsSync(FOLDER) ? fs.readdirSync(FOLDER) : [];
  const all: ContentRules = {};
  for (const name of files) Object.assign(all, readRules(path.join(FOLDER, name)));
  return cssOf(all);
}

/** Writes the site's content stylesheet into `publicDir`; returns its path there. */
export function writeContentStylesheet(publicDir: string): string {
  const relative = CONTENT_STYLESHEET_PATH.replace(/^\//, '');
  fs.mkdirSync(publicDir, { recursive: true });
  fs.writeFileSync(path.join(publicDir, relative), siteContentCss());
  return relative;
}

/** The page's content rules as a `<style>` before `</head>`; null when it has them or none. */
export function withContentStyles(html: string, pagePath: string, css: string): string | null {
  if (html.includes(`<style ${SERVED_CONTENT_STYLES_ATTRIBUTE}=`) || !html.includes('</head>'))
    return null;
  // The build's own rules, from the site's components: nothing in them comes from a content file.
  if (css.includes('</'))
    throw new Error(`The content rules of ${pagePath} would end their <style>`);
  const style = `<style ${SERVED_CONTENT_STYLES_ATTRIBUTE}="${escapeHtml(pagePath)}">${css}</style>`;
  return html.replace('</head>', () => `${style}</head>`);
}

/**
 * Gives each page Gatsby wrote its content rules, for a first visit (src/mdx/contentStylesheet.ts
 * finds them by the page's path). Done after the HTML is written, not while React renders it:
 * reading files there would cost every later build its unchanged pages' HTML.
 */
export function inlineContentStyles(
  publicDir: string,
  files: Iterable<string>,
  pageOfFile: (file: string) => string | undefined,
): number {
  let styled = 0;
  for (const file of files) {
    const pagePath = pageOfFile(file);
    const css = pagePath === undefined ? null : pageContentCss(pagePath);
    if (css === null) continue;
    const target = path.join(publicDir, file);
    const html = withContentStyles(fs.readFileSync(target, 'utf8'), pagePath!, css);
    if (html === null) continue;
    fs.writeFileSync(target, html);
    styled += 1;
  }
  return styled;
}
