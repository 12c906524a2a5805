/**
 * static/ is copied into public/ as it is and served from the site's own
 * origin, so every file in it passes the media allowlist
 * (src/lib/mdx/mediaAllowlist.ts) before a build: the editor's media folder
 * takes pictures, video and sound only, an SVG anywhere must be a plain
 * drawing, and nothing may be a page or a script.
 */
import fs from 'node:fs';
import path from 'node:path';
import { mediaFileRefusal, type MediaRefusal } from '../../src/lib/mdx/mediaAllowlist';
import { filesUnder } from './filesUnder.mjs';
import { ROOT } from '../paths';

export const STATIC_DIR = path.join(ROOT, 'static');
/** Where the content editor uploads (its `media_folder`), relative to the project. */
export const MEDIA_FOLDER = 'static/img';
/** The address the media folder is served under (the editor's `public_folder`). */
export const MEDIA_PATH = '/img';

export function isInMediaFolder(absolute: string): boolean {
  const relative = path.relative(path.join(ROOT, MEDIA_FOLDER), absolute);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

export interface StaticFileRefusal extends MediaRefusal {
  /** Relative to the project, as the message names it. */
  file: string;
}

/** Every file under `dir` that may not be served, with where and why. */
export function staticFileRefusals(dir: string = STATIC_DIR): StaticFileRefusal[] {
  if (!fs.existsSync(dir)) return [];
  return filesUnder(dir).flatMap((relative) => {
    const absolute = path.join(dir, relative);
    const refused = mediaFileRefusal(
      relative,
      () => fs.readFileSync(absolute, 'utf8'),
      isInMediaFolder(absolute),
    );
    return refused ? [{ file: path.relative(ROOT, absolute), ...refused }] : [];
  });
}

/** The refusals as one message, a line each: `static/img/a.html:1:1: why`. */
export const staticFilesMessage = (refusals: readonly StaticFileRefusal[]): string =>
  'These files may not be served from static/ (src/lib/mdx/mediaAllowlist.ts says what may):\n' +
  refusals
    .map((refusal) => `${refusal.file}:${refusal.line}:${refusal.column}: ${refusal.reason}`)
    .join('\n');
