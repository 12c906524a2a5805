/**
 * Which HTML files Gatsby wrote in this build. Gatsby renders a page again only
 * when its data or code changed, and leaves every other file as the last
 * build's onPostBuild left it. That hook ends by recording the size and time of
 * each HTML file, so the next one can finish, copy and index only the files
 * that differ: after a one-page edit, a page or two of some 800.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listHtmlFiles } from './buildOutput';
import { buildRecord } from './buildRecord';
import { ROOT } from '../paths';

/** A file's size and modification time: changed when either differs. */
export interface FileStamp {
  size: number;
  mtimeMs: number;
}

export function stampOf(file: string): FileStamp {
  const { size, mtimeMs } = fs.statSync(file);
  return { size, mtimeMs };
}

export const sameStamp = (kept: Partial<FileStamp> | undefined, now: FileStamp) =>
  kept?.size === now.size && kept.mtimeMs === now.mtimeMs;

type Snapshot = Record<string, Partial<FileStamp>>;

/** What onPostBuild leaves in a page is this code's work: other code finishes every page again. */
const snapshotRecord = (file: string | null) =>
  buildRecord<Snapshot>(file, [path.join(ROOT, 'gatsby'), path.join(ROOT, 'gatsby', 'lib')]);

export interface HtmlFiles {
  /** Every `.html` file under public/, relative to it. */
  all: ReadonlySet<string>;
  /** Those that are new or differ from the snapshot; all of them when there is none. */
  written: ReadonlySet<string>;
}

export function htmlFilesSince(publicDir: string, snapshotFile: string | null): HtmlFiles {
  const all = listHtmlFiles(publicDir);
  const snapshot = snapshotRecord(snapshotFile).read() ?? {};
  const written = all.filter(
    (file) => !sameStamp(snapshot[file], stampOf(path.join(publicDir, file))),
  );
  return { all: new Set(all), written: new Set(written) };
}

/** Records every HTML file as it is now; the last step of a build that changes HTML. */
export function saveHtmlSnapshot(publicDir: string, snapshotFile: string): void {
  const snapshot = Object.fromEntries(
    listHtmlFiles(publicDir).map((file) => [file, stampOf(path.join(publicDir, file))]),
  );
  snapshotRecord(snapshotFile).write(snapshot);
}
