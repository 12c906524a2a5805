import fs from 'node:fs';
import path from 'node:path';
import { listHtmlFiles } from './buildOutput';
import { hoistEmotionStyles } from './hoistStyles';
import { notFoundPagePathAsDefault } from './notFoundPagePath';
import { startScriptsAfterPaint } from './scriptsAfterPaint';
import { withoutNulBytes } from './strayNulBytes';

/** Each step gives the changed HTML, or null when it has nothing to change. */
const TEXT_STEPS: ((html: string) => string | null)[] = [
  hoistEmotionStyles,
  startScriptsAfterPaint,
  notFoundPagePathAsDefault,
];

/** The built HTML as it should ship, or null when the file needs no change. */
export function finishHtml(html: Buffer): Buffer | null {
  const repaired = withoutNulBytes(html);
  let text = (repaired ?? html).toString('utf8');
  let changed = false;
  for (const step of TEXT_STEPS) {
    const next = step(text);
    if (next === null) continue;
    text = next;
    changed = true;
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
    const finished = finishHtml(fs.readFileSync(full));
    if (finished) {
      fs.writeFileSync(full, finished);
      rewritten += 1;
    }
  }
  return rewritten;
}
