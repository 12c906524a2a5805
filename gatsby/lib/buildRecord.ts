/**
 * What one build leaves for the next so that it can skip work: one JSON file
 * per record under Gatsby's cache folder, holding the value and a digest of the
 * code that made it (sourceDigest). A record written by other code, or one that
 * is missing or unreadable, reads as null: records only save work, so a reader
 * without one starts over. `gatsby clean` removes them with Gatsby's own caches
 * (RECORDS_DIR in gatsby/paths.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sourceDigest } from './sourceDigest';

export interface BuildRecord<T> {
  /** The value the last build kept, or null. The caller checks what it depends on besides code. */
  read(): T | null;
  write(value: T): void;
}

interface Stamped {
  code: string;
  value: unknown;
}

/** JSON a previous run left in `file`, or null when it is missing or unreadable. */
export function readJsonOrNull(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/**
 * The record kept in `file` (null keeps none: tests and scripts), stamped with
 * the sources of `codeFolders`, the code whose output it holds.
 */
export function buildRecord<T>(
  file: string | null,
  codeFolders: readonly string[],
): BuildRecord<T> {
  return {
    read() {
      if (!file) return null;
      const kept = readJsonOrNull(file) as Partial<Stamped> | null;
      return kept?.code === sourceDigest(codeFolders) && kept.value !== undefined
        ? (kept.value as T)
        : null;
    },
    write(value) {
      if (!file) return;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ code: sourceDigest(codeFolders), value }));
    },
  };
}
