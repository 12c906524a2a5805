import fs from 'node:fs';
import path from 'node:path';
import { listHtmlFiles } from './buildOutput';
import { hoistEmotionStyles } from './hoistStyles';
import { notFoundPagePathAsDefault } from './notFoundPagePath';
import { GATSBY_PAGE_PATH, finishedPagePath, pagePathAsAttribute } from './pagePathScript';
import { STARTER_PREFIX, startScriptsAfterPaint } from './scriptsAfterPaint';
import { withoutNulBytes } from './strayNulBytes';
import { isLocaleNotFoundPage } from '../../src/lib/localeNotFound';

/**
 * One rewrite of Gatsby's output. Each works around one behaviour of Gatsby's
 * (said in the step's own module) by regular expressions over its exact
 * output, so each also states what a page must look like once it ran: when a
 * Gatsby upgrade changes the output, the check fails and the build stops
 * naming the step and the file, instead of shipping pages the step missed.
 */
interface FinishStep {
  name: string;
  /** Whether the step concerns this file (a page path like `zh/404.html`). */
  concerns(file: string): boolean;
  /** The changed HTML, or null when it has nothing to change. */
  run(html: string): string | null;
  /** What the page must show after the step; a sentence for the error, or null when it holds. */
  unmet(html: string): string | null;
}

const BODY = /<body[^>]*>/;
const bodyOf = (html: string) => html.slice(html.search(BODY));
/** A page Gatsby rendered: not a slice fragment, nor a redirect stub of our own. */
const isPage = (html: string) =>
  html.includes('</head>') && BODY.test(html) && html.includes('id="___gatsby"');

const STEPS: FinishStep[] = [
  {
    // Emotion writes <style> next to the elements in <body> (hoistStyles.ts).
    name: 'move Emotion styles into <head>',
    concerns: () => true,
    run: hoistEmotionStyles,
    unmet: (html) =>
      /<style[\s>]/.test(bodyOf(html)) ? 'a <style> element is still inside <body>' : null,
  },
  {
    // Gatsby's async entry scripts run before the first paint (scriptsAfterPaint.ts).
    name: 'start the entry scripts after the first paint',
    concerns: () => true,
    run: startScriptsAfterPaint,
    unmet: (html) =>
      /<script src="[^"]+\.js" async/.test(bodyOf(html))
        ? 'an async entry script is still in <body>'
        : html.includes(STARTER_PREFIX)
          ? null
          : 'the page has no script that starts its entry scripts after the first paint',
  },
  {
    // A locale's not-found page must tell Gatsby it is /404.html (notFoundPagePath.ts).
    name: 'name the locale not-found page /404.html',
    concerns: (file) => isLocaleNotFoundPage(`/${file.replace(/\/index\.html$/, '.html')}`),
    run: notFoundPagePathAsDefault,
    // Finished before (a rebuild that only rewrote compilation hashes), the path is an attribute.
    unmet: (html) =>
      html.includes('window.pagePath="/404.html"') || finishedPagePath(html) === '/404.html'
        ? null
        : 'window.pagePath is not "/404.html"',
  },
  {
    // Gatsby's page path script differs on every page; the header allows scripts by hash (pagePathScript.ts).
    name: 'move the page path into an attribute',
    concerns: () => true,
    run: pagePathAsAttribute,
    unmet: (html) =>
      GATSBY_PAGE_PATH.test(html) || finishedPagePath(html) === null
        ? "the page's path is not in the gatsby-script-loader element's attribute"
        : null,
  },
];

export class FinishHtmlError extends Error {
  constructor(step: string, file: string, problem: string) {
    super(
      `Finishing the built HTML, step "${step}", ${file}: ${problem}. Gatsby's output no longer ` +
        'has the shape gatsby/lib/finishHtml.ts expects; see the step for what it works around.',
    );
    this.name = 'FinishHtmlError';
  }
}

/** The built HTML as it should ship, or null when the file needs no change. */
export function finishHtml(html: Buffer, file = 'page.html'): Buffer | null {
  // React's streaming renderer can leave NUL bytes inside multi-byte text (strayNulBytes.ts).
  const repaired = withoutNulBytes(html);
  let text = (repaired ?? html).toString('utf8');
  if (!isPage(text)) return repaired;
  let changed = false;
  for (const step of STEPS) {
    if (!step.concerns(file)) continue;
    const next = step.run(text);
    if (next !== null) {
      text = next;
      changed = true;
    }
    const problem = step.unmet(text);
    if (problem) throw new FinishHtmlError(step.name, file, problem);
  }
  return changed ? Buffer.from(text) : repaired;
}

/**
 * Rewrites the `.html` files under a folder that need it; returns how many it rewrote.
 * `files` (relative) limits the work to those, such as the files Gatsby wrote in this build.
 */
export function finishHtmlFiles(dir: string, files: Iterable<string> = listHtmlFiles(dir)): number {
  let rewritten = 0;
  for (const file of files) {
    const full = path.join(dir, file);
    const finished = finishHtml(fs.readFileSync(full), file.split(path.sep).join('/'));
    if (finished) {
      fs.writeFileSync(full, finished);
      rewritten += 1;
    }
  }
  return rewritten;
}
