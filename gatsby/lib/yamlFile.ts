/** Reading the YAML files in content/data, with errors that name the file. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { version as yamlVersion } from 'yaml/package.json';
import { PARSED_YAML_DIR, ROOT } from '../paths';
import { buildRecord } from './buildRecord';

export class ConfigError extends Error {
  constructor(file: string, problems: string[]) {
    super(`${file} is invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** True when JSON gives back exactly this value: no dates, no infinities, no class instances. */
export function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return (
    (prototype === Object.prototype || prototype === null) &&
    Object.values(value as Record<string, unknown>).every(isPlainJson)
  );
}

/** One file per label (a path), named after it and short whatever the checkout's depth. */
export const keptParseFile = (folder: string, label: string) =>
  path.join(
    folder,
    `${path.basename(label)}-${createHash('sha1').update(label).digest('hex').slice(0, 12)}.json`,
  );

/** The code that parses: this module (the yaml package's version is part of the text digest). */
const PARSER_CODE = [path.join(ROOT, 'gatsby', 'lib')];

interface KeptParse {
  digest: string;
  value: unknown;
}

/**
 * Parses YAML text; a syntax error becomes a ConfigError naming `label`.
 *
 * With a `keptIn` folder, the value is also kept there as JSON under the label, next to a
 * digest of the text: the yaml package takes about 0.4 s a build for content/data's 1.5 MB,
 * and reading back the JSON of an unchanged file costs a small part of that. A value JSON
 * cannot carry exactly is parsed every time.
 */
export function parseYaml(
  source: string,
  label: string,
  keptIn: string | null = PARSED_YAML_DIR,
): unknown {
  const record = buildRecord<KeptParse>(keptIn && keptParseFile(keptIn, label), PARSER_CODE);
  const digest = keptIn && createHash('sha1').update(`${yamlVersion}\0${source}`).digest('hex');
  const kept = record.read();
  if (digest && kept?.digest === digest) return kept.value;
  let value: unknown;
  try {
    value = YAML.parse(source);
  } catch (error) {
    throw new ConfigError(label, [(error as Error).message]);
  }
  if (digest && isPlainJson(value)) record.write({ digest, value });
  return value;
}

export function readYaml(file: string): unknown {
  return parseYaml(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
}
