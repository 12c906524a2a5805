/**
 * The one file walker of the build and the scripts (a plain .mjs, so scripts run
 * by Node import it as the build does; types in filesUnder.d.mts).
 */
import fs from 'node:fs';
import path from 'node:path';

/** Paths compared folder by folder, as a walk that sorts each folder's names lists them. */
const byFolders = (a, b) => {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i += 1)
    if (left[i] !== right[i]) return left[i] < right[i] ? -1 : 1;
  return left.length - right.length;
};

/**
 * Every file under a folder, folders themselves left out, as `/`-separated paths
 * relative to it, in the order of a walk that sorts each folder's names; none
 * when the folder does not exist.
 */
export function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort(byFolders);
}
