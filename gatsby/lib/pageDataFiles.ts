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

/** The file `name` stands for, or what is wrong with it (unsafe, or no such file), without reading it. */
function checkedDataFile(name: string, dataDir: string): { file: string } | { problem: string } {
  const file = dataFilePath(name, dataDir);
  if (!file) return { problem: `"${name}" is not a data file name` };
  if (!fs.existsSync(file))
    return { problem: `"${name}": ${path.relative(process.cwd(), file)} does not exist` };
  return { file };
}

/** What is wrong with each of `names` as a data file, without reading any. */
export function pageDataErrors(names: readonly string[], dataDir = DATA_DIR): string[] {
  return names.flatMap((name) => {
    const checked = checkedDataFile(name, dataDir);
    return 'problem' in checked ? [checked.problem] : [];
  });
}

/** The named data files, keyed by name; a name `pageDataErrors` refuses is left out and reported. */
export function loadPageData(
  names: readonly string[],
  dataDir = DATA_DIR,
): { data: PageData; errors: string[] } {
  const data: PageData = {};
  const errors: string[] = [];
  for (const name of names) {
    const checked = checkedDataFile(name, dataDir);
    if ('problem' in checked) errors.push(checked.problem);
    else data[name] = readYaml(checked.file);
  }
  return { data, errors };
}
