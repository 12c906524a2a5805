import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from './buildOutput';
import { hoistEmotionStyles } from './hoistStyles';
import { notFoundPagePathAsDefault } from './notFoundPagePath';
import { startScriptsAfterPaint } from './scriptsAfterPaint';
import { withoutNulBytes } from './strayNulBytes';

/** The built HTML as it should ship, or null when the file needs no change. */
export function finishHtml(html: Buffer): Buffer | null {
  const repaired = withoutNulBytes(html);
  const text = (repaired ?? html).toString('utf8');
  const hoisted = hoistEmotionStyles(text);
  const started = startScriptsAfterPaint(hoisted ?? text);
  const renamed = notFoundPagePathAsDefault(started ?? hoisted ?? text);
  const finished = renamed ?? started ?? hoisted;
  if (finished !== null) return Buffer.from(finished);
  return repaired;
}

/** Rewrites every `.html` file under a folder that needs it; returns how many it rewrote. */
export function finishHtmlFiles(dir: string): number {
  let rewritten = 0;
  for (const file of listFiles(dir).filter((name) => name.endsWith('.html'))) {
    const full = path.join(dir, file);
    const finished = finishHtml(fs.readFileSync(full));
    if (finished) {
      fs.writeFileSync(full, finished);
      rewritten += 1;
    }
  }
  return rewritten;
}
