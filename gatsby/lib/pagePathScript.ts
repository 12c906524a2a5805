/**
 * Gatsby writes `window.pagePath="/a/b.html"` into each page, an inline script
 * that differs on every page. The header policy allows inline scripts by hash
 * and cannot carry a rule per page (hostHeaders.ts), so after the build the
 * path moves into an attribute of the same element and the script, the same
 * on every page, reads it from there.
 */
import { parseEntities } from 'parse-entities';
import { PAGE_PATH_ATTRIBUTE } from '../../src/lib/canonicalAddress';
import { escapeHtml } from '../../src/lib/htmlEscape';

/** Gatsby's script, as its production template writes it. */
export const GATSBY_PAGE_PATH =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath="([^"\\<>]*)";\/\*\]\]>\*\/<\/script>/;

/** What it becomes: the same text on every page. */
export const PAGE_PATH_SCRIPT = `window.pagePath=document.currentScript.getAttribute("${PAGE_PATH_ATTRIBUTE}");`;

/** The page with its path in an attribute, or null when it has no such script of Gatsby's. */
export function pagePathAsAttribute(html: string): string | null {
  if (!GATSBY_PAGE_PATH.test(html)) return null;
  return html.replace(
    GATSBY_PAGE_PATH,
    (_, pagePath: string) =>
      `<script id="gatsby-script-loader" ${PAGE_PATH_ATTRIBUTE}="${escapeHtml(pagePath)}">${PAGE_PATH_SCRIPT}</script>`,
  );
}

/** The path a finished page gives Gatsby, or null. */
export function finishedPagePath(html: string): string | null {
  const match = new RegExp(
    `<script id="gatsby-script-loader" ${PAGE_PATH_ATTRIBUTE}="([^"]*)">`,
  ).exec(html);
  return match ? parseEntities(match[1]!) : null;
}
