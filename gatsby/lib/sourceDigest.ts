import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A digest of the TypeScript sources in these folders (tests left out): part
 * of a cache key, so a change to the code that made a cached result makes it
 * again.
 */
export function sourceDigest(folders: readonly string[]): string {
  const hash = createHash('sha1');
  for (const folder of folders) {
    for (const name of fs.readdirSync(folder).sort()) {
      if (!/\.tsx?$/.test(name) || /\.test\./.test(name)) continue;
      hash.update(name).update(fs.readFileSync(path.join(folder, name)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}
