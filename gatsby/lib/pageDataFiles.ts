/**
 * Pages name the data files their components need in front matter
 * (`data: [drivers/115, api/fs]`); the build reads them from content/data and
 * hands them over in page context. Only the pages that ask pay for the bytes,
 * instead of every page bundling every table.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PageData } from '../../src/lib/pageContext';
import { DATA_DIR } from '../paths';
import { readYaml } from './yamlFile';

const SAFE_NAME = /^[a-z0-9][a-z0-9_./-]*$/i;

/** `drivers/115` → `<data dir>/drivers/115.yaml`, or null when the name could leave the folder. */
export function dataFilePath(name: string, dataDir = DATA_DIR): string | null {
  if (!SAFE_NAME.test(name) || name.split('/').includes('..')) return null;
  return path.join(dataDir, `${name}.yaml`);
}

export function loadPageData(
  names: readonly string[],
  dataDir = DATA_DIR,
): { data: PageData; errors: string[] } {
  const data: PageData = {};
  const errors: string[] = [];
  for (const name of names) {
    const file = dataFilePath(name, dataDir);
    if (!file) errors.push(`"${name}" is not a data file name`);
    else if (!fs.existsSync(file))
      errors.push(`"${name}": ${path.relative(process.cwd(), file)} does not exist`);
    else data[name] = readYaml(file);
  }
  return { data, errors };
}
