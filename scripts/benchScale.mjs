/**
 * `npm run bench -- --pages 2000`: how the build's costs grow with the content.
 * In a throw-away copy of the project it builds the real content, then the
 * same with the guide copied (scripts/scaleContent.mjs) until there are the
 * given number of content pages, and compares: cold build time and memory,
 * rebuild after one edit, and each budgeted page's first load (scripts/firstLoad.mjs).
 * Both builds run in the same folder, so webpack numbers their modules alike and
 * the first-load figures differ only by what the extra pages bring.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC, gatsby, mb, measuredFirstLoad, run, sitemapPages } from './benchTools.mjs';
import { kilobytes as kb } from './hydrationFigures.mjs';
import { isolatedCopy } from './isolatedCopy.mjs';
import { countContentPages, multiplyContent } from './scaleContent.mjs';

/** The page whose first load the scale bench follows (one of scripts/firstLoadBudget.mjs's). */
const DOC_PAGE = '/guide/install/script.html';
const TOUCHED = 'content/en/guide/install/docker.mdx';

/** A cold build, one rebuild after an edit, and the doc page's first load as nginx sends it. */
async function measureBuild(root) {
  await run(gatsby, ['clean'], { cwd: root });
  const cold = await run(gatsby, ['build'], { cwd: root });
  appendFileSync(path.join(root, TOUCHED), `\n{/* scale bench ${Date.now()} */}\n`);
  const rebuild = await run(gatsby, ['build'], { cwd: root });
  const load = await measuredFirstLoad(path.join(root, PUBLIC));
  return {
    contentPages: countContentPages(root),
    sitemapPages: sitemapPages(path.join(root, PUBLIC)),
    cold: cold.seconds,
    coldPeak: cold.peak,
    rebuild: rebuild.seconds,
    rebuildPeak: rebuild.peak,
    firstLoad: load[DOC_PAGE]?.served ?? 0,
  };
}

const perPage = (seconds, pages) => `${((seconds / pages) * 1000).toFixed(0)} ms per page`;

/** Rows for the bench's table: each figure for the real content and the multiplied one. */
export function scaleRows(base, scaled) {
  const addedThousands = (scaled.contentPages - base.contentPages) / 1000;
  const growth = addedThousands > 0 ? (scaled.firstLoad - base.firstLoad) / addedThousands : 0;
  const side = (label, format) => [label, `${format(base)}  →  ${format(scaled)}`];
  return [
    side('Content pages (sitemap URLs)', (run) => `${run.contentPages} (${run.sitemapPages})`),
    side('Cold build', (run) => `${run.cold.toFixed(1)} s, ${perPage(run.cold, run.contentPages)}`),
    side('Peak memory (cold build)', (run) => mb(run.coldPeak)),
    side(`Rebuild after editing ${TOUCHED}`, (run) => `${run.rebuild.toFixed(1)} s`),
    side('Peak memory (rebuild)', (run) => mb(run.rebuildPeak)),
    side(`${DOC_PAGE}: first load, gzip 6 as nginx sends it`, (run) => kb(run.firstLoad)),
    ['First-load growth per 1,000 added pages', kb(growth)],
  ];
}

export async function measureScale(pages) {
  const copy = isolatedCopy(process.cwd(), { name: 'bench-scale' });
  try {
    const existing = countContentPages(copy.dir);
    if (pages <= existing)
      throw new Error(`--pages must be more than the ${existing} content pages there are`);
    const base = await measureBuild(copy.dir);
    multiplyContent(copy.dir, pages);
    const scaled = await measureBuild(copy.dir);
    return scaleRows(base, scaled);
  } finally {
    copy.remove();
  }
}
