import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const digests = new Map<string, string>();

/**
 * A digest of the TypeScript sources in these folders (tests left out): part
 * of a cache key, so a change to the code that made a cached result makes it
 * again. Computed once per process and folder list: Gatsby compiles its Node
 * code at start-up, so the code a running process uses cannot change under it.
 */
export function sourceDigest(folders: readonly string[]): string {
  const key = folders.join('\0');
  const known = digests.get(key);
  if (known) return known;
  const hash = createHash('sha1');
  for (const folder of folders) {
    for (const name of fs.readdirSync(folder).sort()) {
      if (!/\.tsx?$/.test(name) || /\.test\./.test(name)) continue;
      hash.update(name).update(fs.readFileSync(path.join(folder, name)));
    }
  }
  const digest = hash.digest('hex').slice(0, 12);
  digests.set(key, digest);
  return digest;
}
