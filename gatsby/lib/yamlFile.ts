/** Reading the YAML files in content/data, with errors that name the file. */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

export class ConfigError extends Error {
  constructor(file: string, problems: string[]) {
    super(`${file} is invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses YAML text; a syntax error becomes a ConfigError naming `label`. */
export function parseYaml(source: string, label: string): unknown {
  try {
    return YAML.parse(source);
  } catch (error) {
    throw new ConfigError(label, [(error as Error).message]);
  }
}

export function readYaml(file: string): unknown {
  return parseYaml(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
}
