import fs from 'node:fs';

/**
 * A JSON record a previous build left behind, or null when it is missing or
 * unreadable: such records only save work, so a broken one means "start over".
 * The caller checks the shape it needs.
 */
export function readJsonOrNull(file: string | null): unknown {
  if (!file) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}
